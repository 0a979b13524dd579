import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MailTransport, OutgoingMail } from './transport';

let sequence = 0;

/** Header values come from our own code, but a stray line break must never start a header. */
const header = (value: string) => value.replace(/[\r\n]+/g, ' ');

/**
 * Writes each message as an RFC 822 .eml file, named so that the names sort by sending time. A
 * person opens them in any mail client or text editor; tests read them with the helpers below.
 */
export class OutboxTransport implements MailTransport {
  constructor(private readonly dir: string) {}

  async deliver(message: OutgoingMail): Promise<void> {
    await fs.promises.mkdir(this.dir, { recursive: true });
    const now = new Date();
    sequence += 1;
    const name = `${now.toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
    const eml = [
      `From: ${header(message.from)}`,
      `To: ${header(message.to)}`,
      `Subject: ${header(message.subject)}`,
      `Date: ${now.toUTCString()}`,
      `Message-ID: ${header(message.messageId ?? `<${name.replace(/\.eml$/, '')}@matchboard.local>`)}`,
      ...Object.entries(message.headers ?? {}).map(
        ([key, value]) => `${header(key).replace(/[^A-Za-z0-9-]/g, '')}: ${header(value)}`,
      ),
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      message.text.replace(/\r?\n/g, '\r\n'),
    ].join('\r\n');
    // Whole or not at all: a full disk leaves no empty or cut-off message for a reader to find
    // (the delivery fails and is retried).
    const temporary = path.join(this.dir, `.${name}.partial`);
    try {
      await fs.promises.writeFile(temporary, eml, { mode: 0o600 });
      await fs.promises.rename(temporary, path.join(this.dir, name));
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      throw error;
    }
  }

  async close(): Promise<void> {}
}

/** A message read back from the outbox. */
export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** Every header, by its name in lower case. */
  headers: Record<string, string>;
}

/** Parses one .eml file written by OutboxTransport. */
export function parseEml(file: string, content: string): OutboxMessage {
  const split = content.indexOf('\r\n\r\n');
  const head = content.slice(0, split);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(': ');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 2);
  }
  return {
    file,
    headers,
    to: headers.to ?? '',
    subject: headers.subject ?? '',
    text: content.slice(split + 4).replace(/\r\n/g, '\n'),
  };
}

/** Every message in an outbox folder, oldest first. */
export function readOutbox(dir: string): OutboxMessage[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => parseEml(file, fs.readFileSync(path.join(dir, file), 'utf8')));
}

/** The newest message sent to `address` (compared case-insensitively), if any. */
export function latestMessageFor(dir: string, address: string): OutboxMessage | undefined {
  const wanted = address.toLowerCase();
  return readOutbox(dir)
    .filter((message) => message.to.toLowerCase() === wanted)
    .at(-1);
}

/** The first http(s) link in a message body. */
export function firstLink(message: Pick<OutboxMessage, 'text'>): string | undefined {
  return /https?:\/\/\S+/.exec(message.text)?.[0];
}
