#!/usr/bin/env node
// Adds up the machine-readable reports of every suite into one closing line,
// "Total: N passed, N failed", so a reader (or CI) sees the whole run at a glance.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
const lines = [];

const jestReport = path.join(dir, 'jest.json');
if (existsSync(jestReport)) {
  const r = JSON.parse(readFileSync(jestReport, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  lines.push(`jest: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}

for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.tap')) : []) {
  const tap = readFileSync(path.join(dir, file), 'utf8');
  const count = (key) => Number(tap.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail') + count('cancelled');
  lines.push(
    `${file.replace('.tap', '')}: ${count('pass')} passed, ${count('fail') + count('cancelled')} failed`,
  );
}

for (const name of ['e2e', 'e2e-scale']) {
  const report = path.join(dir, `${name}.json`);
  if (!existsSync(report)) continue;
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  lines.push(`${name}: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed`);
}

console.info('\n=== Summary ===');
for (const line of lines) console.info(`  ${line}`);
console.info(`Total: ${passed} passed, ${failed} failed`);
