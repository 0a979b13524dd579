/**
 * What the jobs bench's postings are made of (jobsData.ts): real cities in their countries with
 * their currencies, and the role families with the words of their titles and the skills they ask
 * for. The cities and the role families are data (data/jobsWorld.json).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A city of the embedded list: name, state (where one is usual) and ISO country code. */
export interface City {
  name: string;
  state: string | null;
  country: string;
}

const CURRENCY_OF: Record<string, string> = {
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  CH: 'CHF',
  SE: 'SEK',
  DK: 'DKK',
  NO: 'NOK',
  PL: 'PLN',
  AU: 'AUD',
  IN: 'INR',
  JP: 'JPY',
  SG: 'SGD',
};
const EURO = new Set(['DE', 'AT', 'FR', 'NL', 'BE', 'FI', 'ES', 'PT', 'IT', 'IE', 'EE']);
export const currencyOf = (country: string) =>
  CURRENCY_OF[country] ?? (EURO.has(country) ? 'EUR' : 'USD');

/** A family of roles: the words of its titles and the skills its jobs ask for. */
interface Track {
  weight: number;
  areas: readonly string[];
  roles: readonly string[];
  skills: readonly string[];
  duties: readonly string[];
}

const world = JSON.parse(readFileSync(join(__dirname, 'data', 'jobsWorld.json'), 'utf8')) as {
  cities: City[];
  tracks: Track[];
};

/** 60 cities where tech jobs are, with the country each belongs to. */
export const CITIES: readonly City[] = world.cities;

/** The role families, each with its share of the postings (`weight`). */
export const TRACKS: readonly Track[] = world.tracks;

export const SENIORITY: readonly (readonly [string, number])[] = [
  ['', 30],
  ['Junior ', 8],
  ['Senior ', 30],
  ['Staff ', 8],
  ['Principal ', 5],
  ['Lead ', 8],
  ['Working Student ', 2],
];
