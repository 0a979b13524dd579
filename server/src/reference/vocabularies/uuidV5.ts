import { createHash } from 'node:crypto';

/**
 * Namespace of Matchboard's seeded reference terms. It is a fixed random uuid: changing it would
 * change every term id and break references stored in existing databases.
 */
export const REFERENCE_NAMESPACE = 'cb9d78ca-59fe-4542-8b03-016a16795dff';

function uuidToBytes(uuid: string): Buffer {
  const hex = uuid.replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error(`Not a uuid: ${uuid}`);
  return Buffer.from(hex, 'hex');
}

/**
 * Name-based uuid, version 5 (RFC 9562 §5.5): SHA-1 of namespace and name, with the version and
 * variant bits set. The same inputs give the same uuid on every machine.
 */
export function uuidV5(name: string, namespace: string = REFERENCE_NAMESPACE): string {
  const hash = createHash('sha1')
    .update(uuidToBytes(namespace))
    .update(Buffer.from(name, 'utf8'))
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
