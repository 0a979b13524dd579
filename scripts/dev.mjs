#!/usr/bin/env node
// `npm run dev`: the API server on API_PORT (8081) with reload on change, and the webpack dev
// server with hot reload on DEV_PORT (3000) proxying /api, /oauth and /files to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/src/server.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      APP_URL: process.env.APP_URL ?? `http://localhost:${process.env.DEV_PORT ?? 3000}`,
    },
  }),
  spawn('npx', ['webpack', 'serve', '--mode', 'development'], {
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
