/**
 * A redux-persist storage that writes each persisted value under its own browser-storage key
 * (the spec's keys: token, uuid, role, ...) instead of one `persist:*` blob, so other code and
 * support staff find them where the spec says. Used with `serialize: false`.
 */
import type { Storage as PersistStorage } from 'redux-persist';

/** Turns one value into the string kept in browser storage and back. */
export interface Codec {
  encode(value: unknown): string;
  /** undefined when the stored text cannot be read; the value then keeps its default. */
  decode(raw: string): unknown;
}

const unquote = (raw: string): string =>
  raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? (JSON.parse(raw) as string) : raw;

export const codecs = {
  /** Plain text; a JSON-quoted legacy value is unquoted. */
  text: { encode: (value) => String(value), decode: (raw) => unquote(raw) },
  json: {
    encode: (value) => JSON.stringify(value),
    decode: (raw) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return undefined;
      }
    },
  },
  boolean: {
    encode: (value) => (value ? 'true' : 'false'),
    decode: (raw) => {
      const text = unquote(raw).trim().toLowerCase();
      if (text === 'true' || text === '1') return true;
      if (text === 'false' || text === '0' || text === '') return false;
      return undefined;
    },
  },
} satisfies Record<string, Codec>;

/** Each field of the slice under its own key, or the whole slice under one key. */
export type KeyLayout =
  | { kind: 'fields'; fields: Record<string, { key: string; codec: Codec }> }
  | { kind: 'whole'; key: string };

/** Where redux-persist's version record lives for one slice. */
export const metaKeyFor = (sliceKey: string): string => `matchboard:persist:${sliceKey}`;

type Backend = () => globalThis.Storage | null;

/** localStorage or sessionStorage, or null where the browser refuses access (private modes). */
export function browserStorage(which: 'localStorage' | 'sessionStorage'): Backend {
  return () => {
    try {
      return window[which];
    } catch {
      return null;
    }
  };
}

/** Builds the storage for one persisted slice. */
export function createKeyedStorage(
  sliceKey: string,
  layout: KeyLayout,
  backend: Backend,
): PersistStorage {
  const metaKey = metaKeyFor(sliceKey);
  const read = (): Record<string, unknown> | null => {
    const store = backend();
    if (!store) return null;
    const state: Record<string, unknown> = {};
    if (layout.kind === 'whole') {
      const raw = store.getItem(layout.key);
      const value = raw === null ? undefined : codecs.json.decode(raw);
      if (value && typeof value === 'object') Object.assign(state, value);
    } else {
      for (const [field, { key, codec }] of Object.entries(layout.fields)) {
        const raw = store.getItem(key);
        const value = raw === null ? undefined : codec.decode(raw);
        if (value !== undefined) state[field] = value;
      }
    }
    const meta = store.getItem(metaKey);
    if (meta !== null) state._persist = codecs.json.decode(meta);
    return Object.keys(state).length > 0 ? state : null;
  };
  const write = (value: Record<string, unknown>): void => {
    const store = backend();
    if (!store) return;
    const { _persist: meta, ...slice } = value;
    if (layout.kind === 'whole') {
      store.setItem(layout.key, JSON.stringify(slice));
    } else {
      for (const [field, { key, codec }] of Object.entries(layout.fields)) {
        const fieldValue = slice[field];
        if (fieldValue === null || fieldValue === undefined) store.removeItem(key);
        else store.setItem(key, codec.encode(fieldValue));
      }
    }
    if (meta && typeof meta === 'object' && 'version' in meta) {
      store.setItem(metaKey, JSON.stringify({ version: meta.version }));
    }
  };
  const remove = (): void => {
    const store = backend();
    if (!store) return;
    const keys =
      layout.kind === 'whole' ? [layout.key] : Object.values(layout.fields).map((f) => f.key);
    for (const key of [...keys, metaKey]) store.removeItem(key);
  };
  return {
    getItem: async () => read(),
    setItem: async (_key: string, value: Record<string, unknown>) => write(value),
    removeItem: async () => remove(),
  };
}
