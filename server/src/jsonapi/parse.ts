import { isObject } from '../http/body';
import { ApiError, unprocessable, type Violation } from '../http/errors';

/** Checks one attribute or relationship value; returns a problem description or null. */
export type MemberRule = (value: unknown) => string | null;

export interface ResourceRules {
  type: string;
  /** The id the document must carry (PATCH); omit when the client may not send one. */
  id?: string;
  attributes: Record<string, MemberRule>;
  relationships: Record<string, MemberRule>;
}

export interface ParsedResource {
  attributes: Record<string, unknown>;
  relationships: Record<string, unknown>;
}

const DATA_MEMBERS = new Set(['type', 'id', 'attributes', 'relationships', 'meta', 'links']);
const TOP_MEMBERS = new Set(['data', 'jsonapi', 'meta']);

/**
 * Strictly reads a JSON:API request document holding one resource. Every unknown or invalid
 * member becomes its own 422 violation with a source pointer; a wrong type or id is a 409, as the
 * JSON:API specification asks. Nothing is changed by a request that fails here.
 */
export function parseResourceDocument(body: unknown, rules: ResourceRules): ParsedResource {
  if (!isObject(body) || !isObject(body.data)) {
    throw unprocessable([
      {
        detail: 'The request body must be a JSON:API document with a "data" object.',
        pointer: '/data',
      },
    ]);
  }
  const problems: Violation[] = [];
  for (const key of Object.keys(body)) {
    if (!TOP_MEMBERS.has(key))
      problems.push({ detail: `Unknown member "${key}".`, pointer: `/${key}` });
  }
  const data = body.data;
  for (const key of Object.keys(data)) {
    if (!DATA_MEMBERS.has(key)) {
      problems.push({ detail: `Unknown member "${key}".`, pointer: `/data/${key}` });
    }
  }
  if (data.type !== rules.type) {
    throw new ApiError(409, `The resource type must be "${rules.type}".`, {
      violations: [{ detail: `The resource type must be "${rules.type}".`, pointer: '/data/type' }],
    });
  }
  if (rules.id !== undefined && data.id !== rules.id) {
    throw new ApiError(409, 'The resource id does not match the URL.', {
      violations: [{ detail: 'The resource id does not match the URL.', pointer: '/data/id' }],
    });
  }
  const attributes = readMembers(data.attributes, 'attributes', rules.attributes, problems);
  const relationships = readMembers(
    data.relationships,
    'relationships',
    rules.relationships,
    problems,
  );
  if (problems.length > 0) throw unprocessable(problems);
  return { attributes, relationships };
}

function readMembers(
  members: unknown,
  kind: 'attributes' | 'relationships',
  rules: Record<string, MemberRule>,
  problems: Violation[],
): Record<string, unknown> {
  if (members === undefined) return {};
  if (!isObject(members)) {
    problems.push({ detail: `"${kind}" must be an object.`, pointer: `/data/${kind}` });
    return {};
  }
  const noun = kind === 'attributes' ? 'attribute' : 'relationship';
  for (const [name, value] of Object.entries(members)) {
    const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
    const pointer = `/data/${kind}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (!rule) {
      problems.push({
        detail: `${name}: the ${noun} does not exist or cannot be changed.`,
        pointer,
      });
      continue;
    }
    const problem = rule(value);
    if (problem) problems.push({ detail: `${name}: ${problem}`, pointer });
  }
  return members;
}
