import Ajv from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The keyword a schema may carry to say, in the spec's own words, what is wrong with its value
 * (`Type.String({ maxLength: 255, [ERROR_MESSAGE]: 'Title is required' })`). It replaces the
 * generated sentence for every problem of that value, and for its absence when it is required.
 */
export const ERROR_MESSAGE = 'x-error';

export function ajvFor(coerceTypes: boolean | 'array'): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    // Errors carry the schema they failed, for its `x-error` sentence (never the value itself).
    verbose: true,
    coerceTypes,
    useDefaults: false,
    // Unknown members are refused where a schema says so, never silently dropped.
    removeAdditional: false,
    strict: true,
    // 1e309 in a JSON body parses to Infinity, which no number field means.
    strictNumbers: true,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  ajv.addKeyword({ keyword: ERROR_MESSAGE, schemaType: 'string' });
  return ajv;
}

/** `make` of an object, made once per object (schemas are compiled once, whoever asks). */
export function perObject<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    if (made.has(key)) return made.get(key) as V;
    const value = make(key);
    made.set(key, value);
    return value;
  };
}
