import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './mailer';

/** Delivers through an SMTP server given as a URL (smtp://user:pass@host:port). */
export class SmtpTransport implements MailTransport {
  private readonly transporter: nodemailer.Transporter;

  constructor(url: string) {
    this.transporter = nodemailer.createTransport(url);
  }

  async deliver(message: MailMessage & { from: string }): Promise<void> {
    await this.transporter.sendMail(message);
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
