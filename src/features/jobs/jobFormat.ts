/**
 * How jobs read on screen: dates as d/m/yyyy (spec 02 §2), salaries with their currency,
 * locations from country to city, list keys as their labels.
 */
import type { ListFieldName, ListFieldOptions } from '@contract/reference';

const amount = (value: number) => value.toLocaleString('en-US');

/** '60,000 – 80,000 EUR' (or one bound), or null without a salary. */
export function salaryText(
  from: number | null | undefined,
  to: number | null | undefined,
  currency: string,
): string | null {
  if (from == null && to == null) return null;
  if (from != null && to != null) return `${amount(from)} – ${amount(to)} ${currency}`;
  return `${amount((from ?? to) as number)} ${currency}`;
}

/** 'Country, State, City' as far as known (spec 02 §2 card order). */
export const locationText = (country: string, state: string, city: string): string =>
  [country, state, city].filter((part) => part.trim() !== '').join(', ');

/** The label of a list key, or the key itself before the lists have loaded. */
export const labelOf = (
  lists: Partial<Record<ListFieldName, ListFieldOptions>>,
  field: ListFieldName,
  key: string | null | undefined,
): string => (key ? (lists[field]?.[key] ?? key) : '');
