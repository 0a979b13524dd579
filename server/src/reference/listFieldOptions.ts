import { FilterError } from '@contract/listQuery';
import { LIST_FIELD_NAMES } from '@contract/reference';
import type { ListFieldName, ListFieldOptions } from '@contract/reference';
import {
  INVOLVING_INTEREST,
  LANGUAGE_PROFICIENCIES,
  PROFESSIONAL_EXPERIENCE,
  REMOTE_WORK,
  ROLES_INTERESTED,
  VISA_SPONSORSHIP_REQUIRED,
} from './options/candidateOptions';
import { buildCurrencyOptions } from './options/currencies';
import { COMPANY_POSITION, COMPANY_SIZE } from './options/employerOptions';
import { APPLICATION_METHOD, EMPLOYMENT_TYPE, REMOTE_JOB } from './options/jobOptions';
import { buildLanguageOptions } from './options/languages';

/** Built on first use: the generated lists are large enough not to build at import time. */
let registry: Readonly<Record<ListFieldName, Readonly<ListFieldOptions>>> | undefined;

function buildRegistry(): Record<ListFieldName, ListFieldOptions> {
  return {
    involving_interest: INVOLVING_INTEREST,
    professional_experience: PROFESSIONAL_EXPERIENCE,
    company_position: COMPANY_POSITION,
    employment_type: EMPLOYMENT_TYPE,
    remote_job: REMOTE_JOB,
    application_method: APPLICATION_METHOD,
    company_size: COMPANY_SIZE,
    remote_work: REMOTE_WORK,
    visa_sponsorship_required: VISA_SPONSORSHIP_REQUIRED,
    roles_interested: ROLES_INTERESTED,
    languages: buildLanguageOptions(),
    language_proficiencies_def: LANGUAGE_PROFICIENCIES,
    currency: buildCurrencyOptions(),
  };
}

/** Whether `field` is one of the list fields served by /api/list_field_options/{field}. */
export function isListFieldName(field: string): field is ListFieldName {
  return (LIST_FIELD_NAMES as readonly string[]).includes(field);
}

/**
 * The allowed values of a list field, key => label in display order. The object is frozen:
 * callers serialize it or look keys up, never change it.
 */
export function getListFieldOptions(field: ListFieldName): Readonly<ListFieldOptions> {
  registry ??= Object.freeze(
    Object.fromEntries(
      Object.entries(buildRegistry()).map(([name, options]) => [
        name,
        Object.freeze({ ...options }),
      ]),
    ) as Record<ListFieldName, ListFieldOptions>,
  );
  return registry[field];
}

/** Whether `value` is an allowed key of `field` (used to reject profile and job values). */
export function isAllowedListValue(field: ListFieldName, value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  return Object.hasOwn(getListFieldOptions(field), String(value));
}

/** Filters whose values are keys of a list field (employment type, remote policy, experience). */
const FILTER_OPTION_LISTS = {
  employment: 'employment_type',
  remote: 'remote_job',
  experience: 'professional_experience',
} as const satisfies Record<string, ListFieldName>;

/**
 * Refuses a list filter naming a well-formed key that no option has (`remote=spaceship`): a
 * mistake to report (FilterError, a 400), not a filter that silently matches nothing. The shared
 * decoders judge the form of a value; the options live on the server.
 */
export function requireKnownOptions(filters: object): void {
  const values = filters as Partial<Record<keyof typeof FILTER_OPTION_LISTS, unknown>>;
  for (const [name, field] of Object.entries(FILTER_OPTION_LISTS)) {
    const chosen = values[name as keyof typeof FILTER_OPTION_LISTS];
    if (!Array.isArray(chosen)) continue;
    const unknown = chosen.find((value) => !isAllowedListValue(field, value));
    if (unknown !== undefined)
      throw new FilterError(
        `"${String(unknown)}" is not a known ${field.replace(/_/g, ' ')} option.`,
      );
  }
}
