import ISO6391 from 'iso-639-1';
import type { ListFieldOptions } from '@contract/reference';

/**
 * Every ISO 639-1 language keyed by its two-letter code, labelled with its English name and
 * sorted by that name so the select reads alphabetically.
 */
export function buildLanguageOptions(): ListFieldOptions {
  const entries = ISO6391.getAllCodes()
    .map((code) => [code, ISO6391.getName(code)] as const)
    .sort(([, a], [, b]) => a.localeCompare(b, 'en'));
  return Object.fromEntries(entries);
}
