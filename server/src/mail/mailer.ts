import type { Config } from '../config';
import { OutboxTransport } from './outbox';
import { SmtpTransport } from './smtp';

/** A plain-text message. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Delivers one message (to the outbox folder or over SMTP). */
export interface MailTransport {
  deliver(message: MailMessage & { from: string }): Promise<void>;
  close(): Promise<void>;
}

/** Logs delivery failures; the mailer never throws into a request that already answered. */
export type MailErrorLogger = (error: unknown, message: MailMessage) => void;

/**
 * Sends mail in the background so that responses do not wait for (or reveal the timing of)
 * delivery. It keeps track of what is in flight: `idle()` waits for it, and closing the app does.
 */
export class Mailer {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly onError: MailErrorLogger,
  ) {}

  /** Queues a message for delivery and returns at once. */
  dispatch(message: MailMessage): void {
    const delivery = this.transport
      .deliver({ ...message, from: this.from })
      .catch((error: unknown) => this.onError(error, message))
      .finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  /** Resolves once every queued message was delivered or failed. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  async close(): Promise<void> {
    await this.idle();
    await this.transport.close();
  }
}

/** The outbox folder under DATA_DIR where mail goes when no SMTP server is configured. */
export function outboxDir(config: Pick<Config, 'dataDir'>): string {
  return `${config.dataDir}/outbox`;
}

/** SMTP when SMTP_URL is set, otherwise one .eml file per message in the outbox folder. */
export function createMailer(config: Config, onError: MailErrorLogger): Mailer {
  const transport = config.smtpUrl
    ? new SmtpTransport(config.smtpUrl)
    : new OutboxTransport(outboxDir(config));
  return new Mailer(transport, config.mailFrom, onError);
}
