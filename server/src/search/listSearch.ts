import type { Db } from '../db/connect';
import { filterPlaces, type FilterPlace } from './places';
import { searchParts, type SearchPart } from './textQuery';
import { cachedTypos, readTypos } from './typos';

/** The filters a list search reads here. */
interface ListFilters {
  search: string;
  locations: readonly string[];
  distance?: number | null;
}

/** What a list's search text and location filter ask, read and looked up for its SQL. */
export interface ListSearch {
  parts: SearchPart[];
  /** The location filter's cities; located only when a distance is asked for. */
  places: FilterPlace[];
  /** Kilometres around the cities, or null for the cities themselves. */
  km: number | null;
}

/** Reads a list's search: the parts with their typo readings, the cities with where they are. */
export async function prepareListSearch(db: Db, filters: ListFilters): Promise<ListSearch> {
  const search = listSearchOf(filters);
  await readTypos(db, search.parts);
  return search;
}

/**
 * The same without a query: the typo readings `db` read in the last minute, none without `db`
 * (benches that build their SQL synchronously after reading the texts once, and tests).
 */
export function listSearchOf(filters: ListFilters, db?: Db): ListSearch {
  const km = filters.distance ?? null;
  const parts = searchParts(filters.search);
  if (db) cachedTypos(db, parts);
  return {
    parts,
    places:
      km === null
        ? filters.locations.map((name) => ({ name, at: null }))
        : filterPlaces(filters.locations),
    km,
  };
}
