/**
 * The upgrade path on the embedded database: a data folder made by an older release (schema
 * 011), restored and opened by this one. See upgradeScenario.ts.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { tempDir } from '../serverProcess';
import { OLD_RELEASE, restoreAndCheck } from './upgradeScenario';

const root = tempDir('matchboard-upgrade-');
after(() => fs.rmSync(root, { recursive: true, force: true }));

describe('an embedded database made by an older release', () => {
  it('is migrated forward and everything it held works', async () => {
    const output = await restoreAndCheck(path.join(OLD_RELEASE, 'pglite.zip'), {
      DATA_DIR: path.join(root, 'data'),
      DATABASE_URL: '',
    });
    assert.match(output, /files: 5 put back/);
  });
});
