import nodemailer from 'nodemailer';
import type { MailTransport, OutgoingMail } from './transport';

/**
 * SMTP timeouts, in milliseconds: a server that does not accept the connection, never greets
 * or stops answering fails the attempt (which the queue retries) instead of holding it.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

/** Delivers through an SMTP server given as a URL (smtp://user:pass@host:port). */
export class SmtpTransport implements MailTransport {
  private readonly transporter: nodemailer.Transporter;

  constructor(url: string) {
    this.transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  }

  async deliver(message: OutgoingMail): Promise<void> {
    await this.transporter.sendMail(message);
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
