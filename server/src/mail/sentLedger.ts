import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect';

/** How many hand-overs this process remembers (far more than a restart's worth of retries). */
const REMEMBERED = 10_000;
/** Attempts at recording a hand-over in the database, a second apart, doubling. */
const RECORD_ATTEMPTS = 4;

/**
 * Which mail jobs were handed to the mail server already. Recorded right after the hand-over,
 * before the queue hears the job is done: if that acknowledgement is lost (the database restarts
 * in between) and the job comes round again, its mail is not sent twice. The record lives in this
 * process's memory (a retry here needs nothing else) and in `mail_sent` (a retry by another
 * server), whose write is retried through a short outage.
 */
export class SentLedger {
  private readonly recent = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly warn: (message: string, error: unknown) => void,
  ) {}

  /** Whether the job's mail was handed over already; throws while the database cannot say. */
  async has(jobId: string): Promise<boolean> {
    if (this.recent.has(jobId)) return true;
    const rows = await queryRows<{ one: number }>(
      this.db,
      sql`SELECT 1 AS one FROM mail_sent WHERE job_id = ${jobId}`,
    );
    return rows.length > 0;
  }

  /** Records a hand-over; never throws (the memory holds it whatever the database does). */
  async record(jobId: string): Promise<void> {
    this.recent.add(jobId);
    if (this.recent.size > REMEMBERED) this.recent.delete(this.recent.values().next().value!);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.db.execute(
          sql`INSERT INTO mail_sent (job_id) VALUES (${jobId}) ON CONFLICT DO NOTHING`,
        );
        return;
      } catch (error) {
        if (attempt >= RECORD_ATTEMPTS) {
          this.warn(
            'mail sent, but not recorded in the database (this server remembers it)',
            error,
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** (attempt - 1)));
      }
    }
  }
}

/** Housekeeping: records older than any retry of their job (a week). */
export async function purgeSentLedger(db: Db): Promise<number> {
  const rows = await queryRows<{ job_id: string }>(
    db,
    sql`DELETE FROM mail_sent WHERE sent_at < now() - interval '7 days' RETURNING job_id`,
  );
  return rows.length;
}
