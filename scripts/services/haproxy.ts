import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Where Debian's package installs HAProxy (`apt-get install haproxy`). */
export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

export interface RunningBalancer {
  url: string;
  config: string;
  stop(): Promise<void>;
}

/**
 * HAProxy in front of `backends` (ports on 127.0.0.1): round robin, each backend taken out of
 * rotation while its /health/ready fails (a draining or restarting process) and put back when it
 * passes, the client address in X-Forwarded-For, and one request id per request in X-Request-Id
 * that the servers adopt (they trust this proxy), so HAProxy's log and theirs name a request
 * alike. Its log goes to `{folder}/haproxy.log`.
 */
export async function startBalancer({
  port,
  backends,
  folder,
}: {
  port: number;
  backends: number[];
  folder: string;
}): Promise<RunningBalancer> {
  if (!fs.existsSync(HAPROXY)) {
    throw new Error(`HAProxy is not installed at ${HAPROXY} (apt-get install haproxy).`);
  }
  const config = path.join(folder, 'haproxy.cfg');
  fs.writeFileSync(
    config,
    [
      'global',
      '  maxconn 4096',
      '  log stdout format raw local0',
      '',
      'defaults',
      '  mode http',
      '  log global',
      '  option httplog',
      '  option forwardfor',
      // A request that could not be sent to one process is sent to the other.
      '  option redispatch',
      '  retries 2',
      '  timeout connect 3s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout http-keep-alive 10s',
      '',
      'frontend matchboard',
      `  bind 127.0.0.1:${port}`,
      '  unique-id-format %{+X}o\\ %ci:%cp_%fi:%fp_%Ts_%rt:%pid',
      '  http-request set-header X-Request-Id %[unique-id]',
      '  log-format "%ci:%cp [%tr] %ft %b/%s %TR/%Tw/%Tc/%Tr/%Ta %ST %B %tsc %ac/%fc/%bc/%sc/%rc %{+Q}r id=%ID"',
      '  default_backend servers',
      // Which process answered: a local demo shows it, and the e2e run checks both served.
      '  http-response set-header X-Served-By %[srv_name]',
      '',
      'backend servers',
      '  balance roundrobin',
      '  option httpchk GET /health/ready',
      '  http-check expect status 200',
      '  default-server inter 1s fall 2 rise 1',
      ...backends.map((backend, i) => `  server app${i + 1} 127.0.0.1:${backend} check`),
      '',
    ].join('\n'),
  );
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', config], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy refused ${config}: ${check.stderr}`);
  const log = fs.openSync(path.join(folder, 'haproxy.log'), 'a');
  const child = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', log, log] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited; see ${folder}/haproxy.log`);
    try {
      await fetch(`${url}/health/live`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`HAProxy did not listen on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    config,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.closeSync(log);
    },
  };
}
