/**
 * A cheap look at the shape of a parsed request body before any schema sees it, and at its text
 * for control characters. Schema
 * validation reports every problem it finds, so a body of 60,000 unknown members would cost
 * 60,000 error objects, and a sentence for each, on the event loop that serves everybody. No
 * body the API accepts comes near these bounds (a test compares them with every route schema),
 * so a body beyond them is refused at once, without a word about its members.
 */

/** Members of one object: the largest body object any route declares has far fewer. */
export const MAX_MEMBERS = 100;
/** Items of one list: a board column holds at most 10,000 candidates. */
export const MAX_ITEMS = 10_000;
/** Nesting: JSON:API documents are about six levels deep. */
export const MAX_DEPTH = 32;

/**
 * Control characters no text of ours contains: C0 controls but tab, line feed and carriage
 * return, DEL, and the C1 controls (U+0080–U+009F). PostgreSQL refuses U+0000 in text outright
 * (a 500 if it got that far), and the others are terminal escapes and invisible text, never
 * something a person typed into a form.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Why `text` (the value of `name`, a field or parameter) is refused, or null. */
export function controlCharacterProblem(text: string, name: string | undefined): string | null {
  const found = CONTROL.exec(text);
  if (!found) return null;
  const code = found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
  const subject = name === undefined ? 'The request' : `"${name}"`;
  return `${subject} contains a control character (U+${code}), which is not accepted.`;
}

/** Why a body is refused unread, or null when its shape is within bounds. */
export function bodyShapeProblem(body: unknown): string | null {
  // An explicit stack: a body of 500,000 nested lists must not overflow the call stack.
  const stack: { value: unknown; depth: number; name?: string }[] = [{ value: body, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth, name } = stack.pop() as (typeof stack)[number];
    if (typeof value === 'string') {
      const problem = controlCharacterProblem(value, name);
      if (problem !== null) return problem;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_DEPTH) return `The request body is nested more than ${MAX_DEPTH} levels deep.`;
    if (Array.isArray(value)) {
      if (value.length > MAX_ITEMS) {
        return `A list in the request body has more than ${MAX_ITEMS.toLocaleString('en')} items.`;
      }
      for (const item of value) stack.push({ value: item, depth: depth + 1, name });
      continue;
    }
    let members = 0;
    // Counting stops at the bound: a huge object costs no more than a small one to refuse.
    for (const key in value) {
      if (++members > MAX_MEMBERS) {
        return `An object in the request body has more than ${MAX_MEMBERS} members.`;
      }
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1, name: key });
    }
  }
  return null;
}

/**
 * The body limit of every route that does not declare another (app.ts): a request is a few
 * fields, and a larger body is refused from its Content-Length before a byte of it is read or
 * parsed, so nobody, signed in or not, can make the server parse a megabyte for nothing.
 */
export const SMALL_BODY_LIMIT = 64 * 1024;

/**
 * The body limit of the routes that take a whole document (a job, a profile, an organization
 * with its rich texts: each text up to MAX_RICH_TEXT characters and its rendered form, in UTF-8)
 * or the candidate board (MAX_BOARD_JSON). Uploads declare their own, by kind of file.
 */
export const DOCUMENT_BODY_LIMIT = 1024 * 1024;
