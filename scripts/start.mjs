#!/usr/bin/env node
// `npm start`: build the SPA when dist/ is missing or older than its sources, then boot the
// reference server, which serves the SPA and the API on one port (PORT, default 8080).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ARGS } from './serverNode.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'dist', 'index.html');
const sources = [
  'src',
  'public',
  'contract',
  'webpack.config.ts',
  'tsconfig.json',
  'package.json',
  'scripts/prerender.mjs',
];

/** Newest modification time (ms) of a file or of any file below a folder. */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(target)) max = Math.max(max, newest(path.join(target, entry)));
  return max;
}

const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.info(
    builtAt ? 'Sources changed since the last build: rebuilding the SPA…' : 'Building the SPA…',
  );
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // webpack leaves an unchanged index.html untouched: mark the build as done now, or every start
  // after a server-side change would build again.
  const now = new Date();
  utimesSync(distIndex, now, now);
}

const server = spawn(process.execPath, SERVER_ARGS, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? path.join(root, 'dist') },
});
const forward = (signal) => server.kill(signal);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
// Exit as the server did, so a supervisor that restarts on failure sees a crash or a kill (an
// out-of-memory SIGKILL) as one: a signal is raised again on this process, a code is returned.
server.on('exit', (code, signal) => {
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
});
