/**
 * Places in the searches: where jobs and candidates are (their city's coordinates from the places
 * service, kept in their rows), and the location filters' "within N km of {city}" as earthdistance
 * conditions that the GiST indexes of migration 030 answer.
 */
import { sql, type SQL } from 'drizzle-orm';
import { textArray } from '../db/arrays';
import { queryRows, type Db } from '../db/connect';
import { locateCity, type LocatedCity } from '../places/locateCity';

/** The tables with a place, and the column of each that holds its city. */
const CITY_COLUMN = { jobs: 'city_name', candidate_profiles: 'city_text' } as const;
export type PlacedTable = keyof typeof CITY_COLUMN;

/** Five decimals: about a metre, as the places data has them. */
const rounded = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/**
 * Looks up the coordinates of the rows of `table` whose city has none yet — the row `nid` after
 * it was written, or every such row (at start, for rows written before coordinates were kept).
 * One query per distinct city, so a million profiles in a hundred cities take a hundred updates.
 * Cities the places data does not know stay without coordinates (the distance filter then
 * leaves them out; the exact city filter still finds them). Returns the rows located.
 */
export async function locateRows(db: Db, table: PlacedTable, nid?: number): Promise<number> {
  const city = sql.raw(`x.${CITY_COLUMN[table]}`);
  const which = nid === undefined ? sql`` : sql` AND x.nid = ${nid}`;
  const places = await queryRows<{
    city: string;
    state: string | null;
    country_tid: number | null;
    country: string | null;
  }>(
    db,
    sql`SELECT DISTINCT ${city} AS city, x.state, x.country_tid, c.name AS country
        FROM ${sql.raw(table)} x LEFT JOIN taxonomy_terms c ON c.tid = x.country_tid
        WHERE x.latitude IS NULL AND ${city} IS NOT NULL${which}`,
  );
  let located = 0;
  for (const place of places) {
    const at = locateCity(place.city, { state: place.state, country: place.country });
    if (!at) continue;
    const [{ count }] = await queryRows<{ count: number }>(
      db,
      sql`WITH moved AS (
            UPDATE ${sql.raw(table)} x
            SET latitude = ${rounded(at.latitude)}, longitude = ${rounded(at.longitude)}
            WHERE x.latitude IS NULL AND ${city} = ${place.city}
              AND x.state IS NOT DISTINCT FROM ${place.state}
              AND x.country_tid IS NOT DISTINCT FROM ${place.country_tid}::int${which}
            RETURNING 1)
          SELECT count(*)::int AS count FROM moved`,
    );
    located += Number(count);
  }
  return located;
}

/** A city of a location filter, found in the places data or not. */
export interface FilterPlace {
  /** The name as the filter has it, compared as mb_place_key compares (accents, case aside). */
  name: string;
  at: LocatedCity | null;
}

/** People per square kilometre of a city, and the widest a city is taken to be. */
const CITY_DENSITY = 4_000;
const LARGEST_CITY_RADIUS_KM = 25;

/**
 * How far a city reaches from its centre, in kilometres, from its population: a city is not a
 * point, and "within 25 km of Berlin" means of its edge, which is some 16 km from the centre
 * (Potsdam, 27 km from Berlin's centre, is within 25 km of Berlin; a town of 20,000 is a disc of
 * about 1.3 km). The places data has no city areas; 4,000 people a square kilometre is near the
 * density of large European cities.
 */
const cityRadiusKm = (population: number): number =>
  Math.min(LARGEST_CITY_RADIUS_KM, Math.sqrt(population / CITY_DENSITY / Math.PI));

/** The cities of a location filter, located. */
export const filterPlaces = (names: readonly string[]): FilterPlace[] =>
  names.map((name) => ({ name, at: locateCity(name) }));

/**
 * Whether the row `alias` is in one of the cities, or, given `km`, within `km` kilometres of
 * one the places data knows: the great-circle distance from the city's centre to the row's,
 * less the city's own radius (cityRadiusKm). A city it does not know is matched by name only.
 */
export function placeCondition(
  alias: string,
  table: PlacedTable,
  places: readonly FilterPlace[],
  km: number | null,
): SQL {
  const row = sql.raw(alias);
  const byName = km === null ? places : places.filter((place) => place.at === null);
  const conditions: SQL[] = [];
  if (byName.length > 0)
    conditions.push(
      sql`mb_place_key(${row}.${sql.raw(CITY_COLUMN[table])}) = ANY(ARRAY(SELECT mb_place_key(n) FROM unnest(${textArray(byName.map((place) => place.name))}) n))`,
    );
  if (km !== null)
    for (const { at } of places) {
      if (!at) continue;
      const centre = sql`ll_to_earth(${at.latitude}::float8, ${at.longitude}::float8)`;
      const metres = Math.round((km + cityRadiusKm(at.population)) * 1000);
      conditions.push(sql`(${row}.latitude IS NOT NULL
        AND earth_box(${centre}, ${metres}::float8) @> mb_earth(${row}.latitude, ${row}.longitude)
        AND earth_distance(${centre}, ll_to_earth(${row}.latitude, ${row}.longitude)) <= ${metres}::float8)`);
    }
  return conditions.length === 1 ? conditions[0] : sql`(${sql.join(conditions, sql` OR `)})`;
}
