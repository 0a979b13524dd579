import type { JobWithMetadata } from 'pg-boss';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { ensureQueue, inTransaction, type JobQueue } from '../queue/jobQueue';
import { OutboxTransport } from './outbox';
import type { SentLedger } from './sentLedger';
import { withoutDeadline } from '../db/deadline';
import { SmtpTransport } from './smtp';
import type { MailMessage, MailTransport } from './transport';

/**
 * What a message is about, when someone waits to hear whether it went out: an introduction's
 * mail, by its access link, is shown to the employer who asked while it is not delivered.
 */
export interface MailTopic {
  kind: 'introduction';
  linkHash: string;
}

/** Where a message stands: sent, being retried, or given up (dead-lettered). */
export type DeliveryState = 'sent' | 'retrying' | 'failed';

/** Told when a message about a topic changes state, so the topic's owner can show it. */
export type DeliveryListener = (topic: MailTopic, state: DeliveryState) => Promise<void>;

/** The job a message becomes: the message and, optionally, what it is about. */
export interface MailJob extends MailMessage {
  topic?: MailTopic;
  /**
   * Queued like any other message but never sent: a request that mails some addresses and not
   * others (an invitation to a candidate's address) does the same work for both, so its answer
   * takes as long whoever the address belongs to (see `withhold`).
   */
  withheld?: true;
}

export const MAIL_QUEUE = 'mail';

/** The last `deliverDue` round of this process (see there). */
let deliveryRound: Promise<number> = Promise.resolve(0);
/** Messages that failed every attempt wait here for an operator (`npm run admin -- mail …`). */
export const MAIL_DEAD_LETTERS = 'mail-failed';

export interface MailSettings {
  /** Attempts after the first before a message is dead-lettered. */
  retryLimit: number;
  /** Seconds before the first retry, doubling (with jitter) up to two minutes; 0: at once. */
  retryDelay: number;
}

/** Logs what happened to a delivery attempt; never the message text. */
export type MailLogger = (
  event: 'sent' | 'retrying' | 'failed',
  details: { id: string; subject: string; attempt: number; error?: unknown },
) => void;

/**
 * Mail is durable: `send` records the message as a job in the caller's transaction, so it exists
 * exactly when the change that causes it commits, and the worker delivers it in the background
 * with retries and exponential backoff. A message that fails every attempt is dead-lettered,
 * listed by `npm run admin -- mail failed` and sent again by `mail retry <id>`. Responses never
 * wait for (nor reveal the timing of) delivery. The message text, which may hold a link's
 * secret, is deleted from the queue soon after delivery.
 */
export class Mailer {
  private workerId: string | null = null;
  /** The sender's domain, for Message-IDs. */
  private get domain(): string {
    return /@([^>\s]+)>?\s*$/.exec(this.from)?.[1] ?? 'matchboard.local';
  }

  constructor(
    private readonly queue: JobQueue,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: MailLogger,
    private readonly listener: DeliveryListener,
    private readonly ledger: SentLedger,
  ) {}

  /** Creates the queues (or updates their settings); call once before sending. */
  async install(settings: MailSettings): Promise<void> {
    await ensureQueue(this.queue, MAIL_DEAD_LETTERS, { retentionSeconds: 90 * 24 * 3600 });
    await ensureQueue(this.queue, MAIL_QUEUE, {
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelay,
      retryBackoff: settings.retryDelay > 0,
      ...(settings.retryDelay > 0 ? { retryDelayMax: 120 } : {}),
      deadLetter: MAIL_DEAD_LETTERS,
      notify: true,
      // An attempt cut short by a crash counts as failed once this has passed.
      expireInSeconds: 120,
      deleteAfterSeconds: 60,
    });
  }

  /** Records `message` for delivery as part of `db`'s transaction. */
  async send(db: Db, message: MailMessage, topic?: MailTopic): Promise<void> {
    const job: MailJob = topic ? { ...message, topic } : message;
    await this.queue.send(MAIL_QUEUE, job, { db: inTransaction(db) });
  }

  /**
   * Records `message` as `send` does, to be completed without being sent: what a request does
   * instead of `send` for an address it must not mail, when the difference must not show in how
   * long it takes to answer.
   */
  async withhold(db: Db, message: MailMessage): Promise<void> {
    const job: MailJob = { ...message, withheld: true };
    await this.queue.send(MAIL_QUEUE, job, { db: inTransaction(db) });
  }

  /** Delivers queued mail in the background until `close` (the server). */
  async startWorker(): Promise<void> {
    this.workerId = await this.queue.work(
      MAIL_QUEUE,
      {
        includeMetadata: true,
        // Up to ten at a time, each settled on its own; a full batch fetches the next at once.
        batchSize: 10,
        perJobResults: true,
        burstWhenBatchFull: true,
        pollingIntervalSeconds: 2,
        // A new mail wakes the worker (NOTIFY); a retry that comes due does not, so the
        // backstop poll stays as short as the base one.
        notifyPollingIntervalSeconds: 2,
      },
      async (jobs: JobWithMetadata<MailJob>[]) =>
        withoutDeadline(async () => {
          const results = [];
          for (const job of jobs) {
            try {
              await this.deliver(job);
              results.push({ id: job.id, status: 'completed' as const });
            } catch (error) {
              results.push({
                id: job.id,
                status: 'failed' as const,
                output: { message: errorMessage(error) },
              });
            }
          }
          return results;
        }),
    );
  }

  /**
   * Delivers every message that is due now, retries included, and returns how many were sent
   * (tests and scripts, which run no background worker).
   */
  async deliverDue(): Promise<number> {
    // One at a time in this process: a call that finds nothing left to fetch returns only once
    // what an earlier call fetched (perhaps this caller's mail) has been delivered.
    const run = deliveryRound.then(() => this.deliverDueNow());
    deliveryRound = run.catch(() => 0);
    return run;
  }

  private async deliverDueNow(): Promise<number> {
    let sent = 0;
    for (let round = 0; round < 1000; round += 1) {
      const jobs = await this.queue.fetch<MailJob>(MAIL_QUEUE, {
        batchSize: 20,
        includeMetadata: true,
      });
      if (jobs.length === 0) return sent;
      // In the order they were queued, as a worker taking them one by one would.
      jobs.sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
      for (const job of jobs) {
        try {
          const delivered = await this.deliver(job);
          await this.queue.complete(MAIL_QUEUE, job.id);
          if (delivered) sent += 1;
        } catch (error) {
          await this.queue.fail(MAIL_QUEUE, job.id, { message: errorMessage(error) });
        }
      }
    }
    return sent;
  }

  /**
   * One attempt at one message; throws when it failed, for the queue to retry. False for a
   * withheld message, which is completed unsent.
   */
  private async deliver(job: {
    id: string;
    data: MailJob;
    retryCount: number;
    retryLimit: number;
  }): Promise<boolean> {
    const { topic, withheld, ...message } = job.data;
    if (withheld) return false;
    const attempt = job.retryCount + 1;
    // Handed over before, and the queue never heard (a database restart in between): done.
    if (await this.ledger.has(job.id)) {
      if (topic) await this.listener(topic, 'sent');
      return false;
    }
    try {
      await this.transport.deliver({
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.headers ? { headers: message.headers } : {}),
        from: this.from,
        // One per job, the same on every attempt: a receiving client that gets it twice anyway
        // (the hand-over's answer lost on the way) shows it once.
        messageId: `<${job.id}@${this.domain}>`,
      });
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      this.log(last ? 'failed' : 'retrying', {
        id: job.id,
        subject: message.subject,
        attempt,
        error,
      });
      if (topic) await this.listener(topic, last ? 'failed' : 'retrying');
      throw error;
    }
    await this.ledger.record(job.id);
    this.log('sent', { id: job.id, subject: message.subject, attempt });
    if (topic) await this.listener(topic, 'sent');
    return true;
  }

  /** Stops taking new mail; a delivery in progress finishes (or is handed back on timeout). */
  async close(): Promise<void> {
    if (this.workerId) await this.queue.offWork(MAIL_QUEUE, { id: this.workerId, wait: true });
    this.workerId = null;
    await this.transport.close();
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The outbox folder under DATA_DIR where mail goes when no SMTP server is configured. */
export function outboxDir(config: Pick<Config, 'dataDir'>): string {
  return `${config.dataDir}/outbox`;
}

/** SMTP when SMTP_URL is set, otherwise one .eml file per message in the outbox folder. */
export function createTransport(config: Config): MailTransport {
  return config.smtpUrl
    ? new SmtpTransport(config.smtpUrl)
    : new OutboxTransport(outboxDir(config));
}
