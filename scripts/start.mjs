#!/usr/bin/env node
// `npm start`: build the SPA when dist/ is missing or older than its sources (not when STATIC_DIR
// names another folder to serve), then boot the reference server, which serves the SPA and the
// API on one port (PORT, default 8080).
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
const ownBuild =
  !process.env.STATIC_DIR || path.resolve(root, process.env.STATIC_DIR) === path.dirname(distIndex);
const sourcesAt = ownBuild ? Math.max(...sources.map((s) => newest(path.join(root, s)))) : 0;
if (ownBuild && builtAt < sourcesAt) {
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
// A signal is passed on to the server once: a supervisor that signals the whole process group
// (systemd's default, `kill -- -PGID`) reaches the server itself too, and the server drains once.
const forwarded = new Set();
const forward = (signal) => {
  if (forwarded.has(signal)) return;
  forwarded.add(signal);
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
// A supervisor that signals only the `npm start` process (Docker, many process managers) ends npm
// and the shell it ran this script in, and neither passes SIGTERM on: this process is left to
// PID 1 with the server still serving. When the process that started this one is gone, it is
// told to stop as if it had been sent SIGTERM, and the server drains as usual.
const parent = process.ppid;
const orphaned = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphaned);
  forward('SIGTERM');
}, 250);
orphaned.unref();
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
