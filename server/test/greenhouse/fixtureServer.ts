/**
 * A local stand-in for the Greenhouse Job Board API, serving responses shaped like the
 * documented ones (https://developers.greenhouse.io/job-board.html): the jobs of a board with
 * their content (HTML, entity-encoded), and one job with its pay ranges. Boards are set per test;
 * a few tokens misbehave on purpose.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FixtureJob {
  id: number;
  title: string;
  location: string;
  /** HTML, as Greenhouse stores it before encoding its entities. */
  html: string;
  pay?: { min: number; max: number; currency: string };
  employmentType?: string;
}

const encode = (html: string) =>
  html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The board token of the e2e journey and its two jobs. */
export const DEMO_BOARD = 'matchboarddemo';
export const DEMO_BOARD_JOBS: FixtureJob[] = [
  {
    id: 4012001,
    title: 'Staff Platform Engineer (Greenhouse)',
    location: 'Berlin, Germany',
    html: '<p>We are a <strong>collaborative</strong> and supportive team building our platform in TypeScript and PostgreSQL.</p><ul><li>Kubernetes</li><li>Go</li></ul><script>alert(1)</script>',
    pay: { min: 8_000_000, max: 9_500_000, currency: 'EUR' },
    employmentType: 'Full-time',
  },
  {
    id: 4012002,
    title: 'Data Analyst (Greenhouse)',
    location: 'Remote',
    html: '<p>Join an ambitious, competitive analytics group. You will work with SQL and Python every day.</p>',
  },
];

export interface GreenhouseFixture {
  url: string;
  boards: Map<string, FixtureJob[]>;
  /** Requests answered, as "GET /v1/…" lines. */
  requests: string[];
  /** The next n requests of any kind answer 503. */
  failNext(n: number): void;
  close(): Promise<void>;
}

export async function startGreenhouseFixture(port = 0): Promise<GreenhouseFixture> {
  const boards = new Map<string, FixtureJob[]>([[DEMO_BOARD, DEMO_BOARD_JOBS]]);
  const requests: string[] = [];
  let failures = 0;
  const jobJson = (board: string, job: FixtureJob, url: string) => ({
    id: job.id,
    internal_job_id: job.id + 1,
    title: job.title,
    updated_at: '2026-11-20T10:00:00-05:00',
    requisition_id: `REQ-${job.id}`,
    location: { name: job.location },
    absolute_url: `https://boards.greenhouse.io/${board}/jobs/${job.id}`,
    language: 'en',
    metadata: job.employmentType
      ? [{ id: 1, name: 'Employment Type', value: job.employmentType, value_type: 'single_select' }]
      : null,
    content: encode(job.html),
    departments: [{ id: 11, name: 'Engineering', parent_id: null, child_ids: [] }],
    offices: [
      { id: 21, name: job.location, location: job.location, parent_id: null, child_ids: [] },
    ],
    ...(url.includes('pay_transparency=true')
      ? {
          pay_input_ranges: job.pay
            ? [
                {
                  min_cents: job.pay.min,
                  max_cents: job.pay.max,
                  currency_type: job.pay.currency,
                  title: 'Base salary',
                  blurb: 'The range for this role.',
                },
              ]
            : [],
        }
      : {}),
  });
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    requests.push(`${request.method} ${url}`);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    if (failures > 0) {
      failures -= 1;
      return send(503, { error: 'unavailable' });
    }
    const boardOnly = /^\/v1\/boards\/([^/?]+)(?:\?.*)?$/.exec(url);
    if (boardOnly) {
      const board = decodeURIComponent(boardOnly[1]);
      return boards.has(board) || board === 'redirect-away' || board === 'not-json'
        ? send(200, { name: `${board} careers`, content: '<p>Join us.</p>' })
        : send(404, { status: 404, error: 'Job board not found' });
    }
    const match = /^\/v1\/boards\/([^/?]+)\/jobs(?:\/(\d+))?(?:\?.*)?$/.exec(url);
    if (!match) return send(404, { status: 404, error: 'Not found' });
    const board = decodeURIComponent(match[1]);
    if (board === 'redirect-away')
      return send(302, {}, { Location: 'http://169.254.169.254/latest/meta-data/' });
    if (board === 'not-json') {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      return response.end('<html>maintenance</html>');
    }
    const jobs = boards.get(board);
    if (!jobs) return send(404, { status: 404, error: 'Job board not found' });
    if (match[2]) {
      const job = jobs.find((j) => j.id === Number(match[2]));
      return job
        ? send(200, jobJson(board, job, url))
        : send(404, { status: 404, error: 'Job not found' });
    }
    return send(200, {
      jobs: jobs.map((job) => jobJson(board, job, url)),
      meta: { total: jobs.length },
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    boards,
    requests,
    failNext: (n) => {
      failures = n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
