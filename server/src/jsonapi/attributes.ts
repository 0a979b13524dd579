import type { MemberRule } from './parse';
import { normalizeLink } from './memberRules';

/**
 * The JSON:API write kit shared by every resource the API writes (profiles, organizations,
 * jobs): a resource's changeable values keyed by storage name, and how each attribute is checked
 * (its member rule, from memberRules.ts), stored and read back. Each resource's definition knows
 * the exact keys; the shared route code only moves values between the API fields and this bag.
 */
export type AttributeValues = Record<string, unknown>;

/** One JSON:API attribute: its shape rule and how it maps onto the stored values. */
export interface AttributeSpec {
  rule: MemberRule;
  /** Stores a value that passed `rule` (normalized: trimmed, sanitized, '' as null). */
  write(values: AttributeValues, value: unknown): void;
  read(values: AttributeValues): unknown;
}

/** An attribute stored as-is in one value (texts are trimmed, '' kept as null). */
export function plain(key: string, rule: MemberRule): AttributeSpec {
  return {
    rule,
    write(values, value) {
      const text = typeof value === 'string' ? value.trim() : value;
      values[key] = text === '' ? null : text;
    },
    read: (values) => values[key] ?? null,
  };
}

/** A link attribute: checked by `rule`, stored as {uri, title?} only. */
export function linkAttribute(key: string, rule: MemberRule): AttributeSpec {
  return {
    rule,
    write(values, value) {
      values[key] = normalizeLink(value);
    },
    read: (values) => values[key] ?? null,
  };
}
