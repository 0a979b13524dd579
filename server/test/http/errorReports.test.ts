/**
 * What the log says of a failure that is not an Error, and how often it says it: a PostgreSQL
 * restart made the job queue log "Non-error value thrown" twelve times.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { oncePer, safeErrorForLog } from '../../src/http/logging';

describe('error reports', () => {
  it('describes a thrown value by what it carries', () => {
    assert.deepEqual(safeErrorForLog('Connection terminated unexpectedly'), {
      message: 'Connection terminated unexpectedly',
    });
    assert.deepEqual(
      safeErrorForLog({
        code: '57P01',
        message: 'terminating connection due to administrator command',
      }),
      {
        type: 'non-Error value',
        code: '57P01',
        message: 'terminating connection due to administrator command',
      },
    );
    // Bound parameters never come along, as for Errors.
    assert.deepEqual(safeErrorForLog({ message: 'Failed query\nparams: secret-hash' }), {
      type: 'non-Error value',
      message: 'Failed query',
    });
    assert.equal(safeErrorForLog(42).message, 'a thrown number: 42');
    assert.notEqual(safeErrorForLog(undefined).message, 'Non-error value thrown');
  });

  it('reports one cause once a minute, with how often it came back meanwhile', () => {
    let clock = 0;
    const said: [string, number][] = [];
    const report = oncePer(
      60,
      (error, repeated) => said.push([String(safeErrorForLog(error).message), repeated]),
      () => clock,
    );
    for (let i = 0; i < 12; i += 1) report(new Error('connection refused'));
    report(new Error('another cause'));
    assert.deepEqual(said, [
      ['connection refused', 0],
      ['another cause', 0],
    ]);
    clock += 61_000;
    report(new Error('connection refused'));
    assert.deepEqual(said.at(-1), ['connection refused', 11]);
  });
});
