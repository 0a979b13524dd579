import type { AuthContext } from '../auth/guards';
import type { Db } from '../db/connect';
import { setFilesStatus } from '../files/repository';
import { unprocessable, type Violation } from '../http/errors';
import { parseResourceDocument } from '../jsonapi/parse';
import type { BundleDefinition, StoredProfile } from './model';
import type { AttributeValues } from '../jsonapi/attributes';
import { relationshipRule, resolveRelationship } from './relationships';

const ruleMap = <T, R>(specs: Record<string, T>, pick: (spec: T) => R) =>
  Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, pick(spec)]));

/**
 * Reads a POST or PATCH document for a profile and returns the profile's values after the
 * change. Only the members sent change (partial updates); the merged record must still pass
 * the bundle's rules over several fields. Every problem becomes one 422 violation with a
 * pointer, and nothing is written: this function only reads the database.
 *
 * @param current the stored profile (PATCH), or undefined when creating one.
 */
export async function readProfileChange(
  db: Db,
  auth: AuthContext,
  definition: BundleDefinition,
  body: unknown,
  current: StoredProfile | undefined,
): Promise<AttributeValues> {
  const parsed = parseResourceDocument(body, {
    type: definition.type,
    ...(current ? { id: current.uuid } : {}),
    attributes: ruleMap(definition.attributes, (spec) => spec.rule),
    relationships: ruleMap(definition.relationships, relationshipRule),
  });
  const values = current ? { ...current.values } : definition.emptyValues();
  const problems: Violation[] = [];
  if (!current) {
    for (const name of definition.requiredOnCreate) {
      if (parsed.attributes[name] === undefined) {
        problems.push({
          detail: `${name}: This value is required.`,
          pointer: `/data/attributes/${name}`,
        });
      }
    }
  }
  for (const [name, value] of Object.entries(parsed.attributes)) {
    definition.attributes[name].write(values, value);
  }
  for (const [name, value] of Object.entries(parsed.relationships)) {
    const spec = definition.relationships[name];
    const resolved = await resolveRelationship(db, auth.userId, spec, value);
    if ('problem' in resolved) {
      problems.push({
        detail: `${name}: ${resolved.problem}`,
        pointer: `/data/relationships/${name}`,
      });
    } else {
      values[spec.key] = resolved.value;
    }
  }
  problems.push(...definition.crossCheck(values));
  if (problems.length > 0) throw unprocessable(problems);
  values.title = `${String(values.firstName)} ${String(values.lastName)}`.trim();
  return values;
}

function fileIds(definition: BundleDefinition, values: AttributeValues | undefined): number[] {
  if (!values) return [];
  return Object.values(definition.relationships)
    .filter((spec) => spec.target === 'file')
    .map((spec) => values[spec.key])
    .filter((fid): fid is number => typeof fid === 'number');
}

/**
 * Keeps file status in step with references: files the profile now points at become permanent,
 * files it stopped pointing at become temporary again.
 */
export async function syncFileStatus(
  db: Db,
  uid: number,
  definition: BundleDefinition,
  before: AttributeValues | undefined,
  after: AttributeValues,
  now: Date,
): Promise<void> {
  const kept = fileIds(definition, after);
  const dropped = fileIds(definition, before).filter((fid) => !kept.includes(fid));
  await setFilesStatus(db, uid, kept, true, now);
  await setFilesStatus(db, uid, dropped, false, now);
}
