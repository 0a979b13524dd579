#!/usr/bin/env node
// Adds up the machine-readable reports of every suite into one closing line,
// "Total: N passed, N failed", so a reader (or CI) sees the whole run at a glance, and names
// every failed test above it, so a log cut short still says what to look at.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
const lines = [];
const failures = [];

/**
 * The reports of a folder and of the folders in it (`npm run test:dates` keeps its own, one per
 * pinned date: jest-2027-01-07.json, e2e-2027-01-07.json), each named by where it lies.
 */
function reports(folder, pattern) {
  if (!existsSync(folder)) return [];
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const where = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...reports(where, pattern));
    else if (pattern.test(entry.name)) found.push(where);
  }
  return found;
}
const nameOf = (report, extension) => path.relative(dir, report).replace(extension, '');

for (const jestReport of reports(dir, /^jest(-.+)?\.json$/)) {
  const suite = nameOf(jestReport, '.json');
  const r = JSON.parse(readFileSync(jestReport, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  lines.push(`${suite}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
  for (const file of r.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) {
      failures.push(`${suite} ${where} › ${t.fullName}: ${firstLines(t.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push(`${suite} ${where} (the file did not run: ${firstLines(file.message)})`);
    }
  }
}

for (const report of reports(dir, /\.tap$/)) {
  const tap = readFileSync(report, 'utf8');
  const count = (key) => Number(tap.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail') + count('cancelled');
  const suite = nameOf(report, '.tap');
  lines.push(`${suite}: ${count('pass')} passed, ${count('fail') + count('cancelled')} failed`);
  for (const name of failedTapTests(tap)) failures.push(`${suite} ${name}`);
}

for (const report of reports(dir, /^e2e(-.+)?\.json$/)) {
  const name = nameOf(report, '.json');
  const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  lines.push(`${name}: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed`);
  for (const title of failedPlaywrightTests(suites ?? [])) failures.push(`${name} ${title}`);
}

console.info('\n=== Summary ===');
for (const failure of failures) console.info(`  ✘ ${failure}`);
for (const line of lines) console.info(`  ${line}`);
console.info(`Total: ${passed} passed, ${failed} failed`);

/**
 * The first `count` non-empty lines of a failure message, without terminal colour codes, cut at
 * `limit` characters (Playwright's message puts the locator and what was found after the first).
 */
function firstLines(text, count = 1, limit = 200) {
  const lines = (text ?? '')
    // eslint-disable-next-line no-control-regex -- the messages carry terminal colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, count)
    .join(' · ');
  return lines.length > limit ? `${lines.slice(0, limit)}…` : lines;
}

/**
 * The failed tests of a node:test TAP report, innermost only, as "suite › test (file:line)".
 * node:test prints a test's subtests before its own line, so a failed test whose previous
 * result line is deeper is a suite failing because of its children, already named.
 */
function failedTapTests(tap) {
  const names = [];
  const stack = [];
  let previousDepth = -1;
  let awaitingLocation = false;
  for (const line of tap.split('\n')) {
    const location = awaitingLocation && line.match(/^\s*location: '(.*)'$/);
    if (location) {
      names[names.length - 1] += ` (${path.relative(process.cwd(), location[1])})`;
      awaitingLocation = false;
      continue;
    }
    const subtest = line.match(/^(\s*)# Subtest: (.*)$/);
    if (subtest) {
      const depth = subtest[1].length / 4;
      stack.length = depth;
      stack[depth] = subtest[2];
      continue;
    }
    const result = line.match(/^(\s*)(not )?ok \d+ - /);
    if (!result) continue;
    const depth = result[1].length / 4;
    awaitingLocation = Boolean(result[2]) && previousDepth <= depth;
    if (awaitingLocation) names.push(stack.slice(0, depth + 1).join(' › '));
    previousDepth = depth;
  }
  return names;
}

function failedPlaywrightTests(suites, parents = []) {
  const names = [];
  for (const suite of suites) {
    const trail = suite.title ? [...parents, suite.title] : parents;
    for (const spec of suite.specs ?? []) {
      const failedTest = spec.tests.find((t) => t.status === 'unexpected');
      if (!failedTest) continue;
      // The first error of the last attempt, and where it was thrown: a log cut short at its
      // end still says what went wrong.
      const error = failedTest.results?.at(-1)?.error;
      const at = error?.location
        ? ` (${path.relative(process.cwd(), error.location.file)}:${error.location.line})`
        : '';
      const why = error ? `: ${firstLines(error.message, 5, 400)}${at}` : '';
      names.push(`${[...trail, spec.title].join(' › ')}${why}`);
    }
    names.push(...failedPlaywrightTests(suite.suites ?? [], trail));
  }
  return names;
}
