import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Global teardown of the e2e run: the server runs with CHECK_RESPONSES, so every answer it gave
 * the browser was checked against the API document's schemas, and each mismatch was written to
 * a log in its data folder. The run fails if there is one.
 */
export default function responseSchemaCheck(): void {
  const log = path.join(process.env.E2E_DATA_DIR ?? '', 'response-schema-mismatches.log');
  if (!existsSync(log)) return;
  const mismatches = readFileSync(log, 'utf8').trim();
  if (mismatches) {
    throw new Error(`Responses that do not match the API document:\n${mismatches}`);
  }
}
