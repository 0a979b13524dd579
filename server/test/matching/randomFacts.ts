/**
 * Seeded random facts for the matching tests: the same profiles and jobs on every run, drawn
 * from a few skills, places and list keys so that scores collide, tie and mismatch.
 */
import type { MatchLabels } from '@contract/matching/score';
import type { SkillLevel } from '@contract/profiles';

/** A small seeded generator (mulberry32). */
export function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)];
  const maybe = <T>(value: T): T | null => (next() < 0.25 ? null : value);
  /** Between `least` and `most` of `values`, in a random order. */
  const some = <T>(values: readonly T[], least: number, most: number): T[] =>
    [...values].sort(() => next() - 0.5).slice(0, least + Math.floor(next() * (most - least + 1)));
  return { next, pick, maybe, some };
}

export const SKILLS = ['TypeScript', 'React', 'Kubernetes', 'PostgreSQL', 'Docker', 'Go'] as const;
export const LEVELS: SkillLevel[] = ['beginner', 'intermediate', 'advanced', 'expert'];
export const EXPERIENCE = ['0-1', '1-3', '3-5', '5-10', '10+'];
export const EMPLOYMENT = ['full_time', 'part_time', 'contract'];
export const COUNTRIES = ['Germany', 'France'] as const;
export const CITIES = ['Berlin', 'Paris', 'Frankfurt am Main'];
export const labels: MatchLabels = { skill: String, country: String, option: (_field, key) => key };
