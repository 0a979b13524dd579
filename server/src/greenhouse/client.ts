/**
 * The Greenhouse Job Board API (https://developers.greenhouse.io/job-board.html), read-only:
 * `GET {base}/v1/boards/{token}/jobs?content=true` lists a board's published jobs and
 * `GET {base}/v1/boards/{token}/jobs/{id}?pay_transparency=true` adds a job's pay ranges. Every
 * call is bounded in time and size and never follows a redirect to another host.
 */

/** A job of the board, as far as Matchboard reads it. */
export interface GreenhouseJob {
  id: number;
  title: string;
  updated_at?: string;
  absolute_url?: string;
  /** HTML, entity-encoded once more (decode once, then sanitize). */
  content?: string;
  location?: { name?: string } | null;
  departments?: Array<{ name?: string }>;
  offices?: Array<{ name?: string; location?: string | null }>;
  metadata?: Array<{ name?: string; value?: unknown }> | null;
}

export interface PayRange {
  min_cents: number;
  max_cents: number;
  currency_type: string;
}

/** A board token Greenhouse does not know (404): reported on the integration, not retried. */
export class BoardNotFoundError extends Error {}

/** Anything else that went wrong talking to Greenhouse (retried by the queue). */
export class GreenhouseError extends Error {}

const TIMEOUT_MS = 10_000;
/** A board of a few hundred jobs with their descriptions is well under this. */
const MAX_BYTES = 8 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export class GreenhouseClient {
  constructor(private readonly baseUrl: string) {}

  /**
   * The board itself (`GET /v1/boards/{token}`: its name), to check a token when it is added:
   * throws BoardNotFoundError for a board Greenhouse does not know.
   */
  async board(token: string): Promise<{ name: string | null }> {
    const body = await this.get(`/v1/boards/${encodeURIComponent(token)}`, token);
    const name = (body as { name?: unknown }).name;
    return { name: typeof name === 'string' ? name : null };
  }

  /** The board's published jobs, with their content. */
  async jobs(token: string): Promise<GreenhouseJob[]> {
    const body = await this.get(`/v1/boards/${encodeURIComponent(token)}/jobs?content=true`, token);
    const jobs = (body as { jobs?: unknown }).jobs;
    if (!Array.isArray(jobs)) throw new GreenhouseError('Greenhouse answered without a job list.');
    return jobs.filter(
      (job): job is GreenhouseJob =>
        typeof job === 'object' &&
        job !== null &&
        Number.isSafeInteger((job as GreenhouseJob).id) &&
        typeof (job as GreenhouseJob).title === 'string',
    );
  }

  /** The first pay range of a job, when the board publishes one. */
  async payRange(token: string, id: number): Promise<PayRange | null> {
    const body = await this.get(
      `/v1/boards/${encodeURIComponent(token)}/jobs/${id}?pay_transparency=true`,
      token,
    );
    const ranges = (body as { pay_input_ranges?: unknown }).pay_input_ranges;
    if (!Array.isArray(ranges)) return null;
    const range = ranges.find(
      (r): r is PayRange =>
        typeof r === 'object' &&
        r !== null &&
        Number.isSafeInteger((r as PayRange).min_cents) &&
        Number.isSafeInteger((r as PayRange).max_cents) &&
        typeof (r as PayRange).currency_type === 'string',
    );
    return range ?? null;
  }

  private async get(pathAndQuery: string, token: string): Promise<unknown> {
    const origin = new URL(this.baseUrl).origin;
    let url = new URL(`${this.baseUrl.replace(/\/$/, '')}${pathAndQuery}`);
    for (let hop = 0; ; hop += 1) {
      let response: Response;
      try {
        response = await fetch(url, {
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
          headers: { Accept: 'application/json' },
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        throw new GreenhouseError(
          timedOut ? 'Greenhouse did not answer within 10 s.' : 'Greenhouse could not be reached.',
        );
      }
      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.get('location');
        await response.body?.cancel();
        const next = location ? new URL(location, url) : null;
        // Only within Greenhouse's own host: a redirect elsewhere is refused, not followed.
        if (!next || next.origin !== origin || hop >= MAX_REDIRECTS)
          throw new GreenhouseError('Greenhouse redirected somewhere else; not followed.');
        url = next;
        continue;
      }
      if (response.status === 404) {
        await response.body?.cancel();
        throw new BoardNotFoundError(`Greenhouse does not know the board token “${token}”.`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new GreenhouseError(`Greenhouse answered ${response.status}.`);
      }
      const text = await readLimited(response, MAX_BYTES);
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new GreenhouseError('Greenhouse sent something that is not JSON.');
      }
    }
  }
}

/** The body as text, refusing one over `limit` bytes without reading the rest. */
async function readLimited(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > limit) {
    await response.body?.cancel();
    throw new GreenhouseError('Greenhouse sent more than 8 MB; not read.');
  }
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new GreenhouseError('Greenhouse sent more than 8 MB; not read.');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
