import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { OutboxTransport } from '../../server/src/mail/outbox';

/** Decodes a single-part body as nodemailer encodes plain text (7bit, quoted-printable, base64). */
function decodeBody(encoding: string, body: string): string {
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i += 1) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Header value, unfolded; encoded words (=?UTF-8?Q?…?=, =?UTF-8?B?…?=) decoded. */
function headerOf(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name}:`));
  const value = line ? line.slice(name.length + 1).trim() : '';
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeBody('quoted-printable', data.replace(/_/g, ' ')),
  );
}

export interface RunningSmtpSink {
  /** SMTP_URL for the servers. */
  url: string;
  close(): Promise<void>;
}

/**
 * An SMTP server (smtp-server, the SMTP protocol for real) that accepts every message and files
 * it in `outbox` the way the outbox transport does (one .eml per message, names in arrival
 * order), so whoever reads the outbox — a person, the e2e tests — reads mail sent over SMTP by
 * any number of server processes in one place.
 */
export async function startSmtpSink({
  outbox,
  port = 0,
}: {
  outbox: string;
  port?: number;
}): Promise<RunningSmtpSink> {
  mkdirSync(outbox, { recursive: true });
  const filer = new OutboxTransport(outbox);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.search(/\r?\n\r?\n/);
        const head = raw.slice(0, split);
        const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
        const encoding = headerOf(head, 'content-transfer-encoding').toLowerCase();
        filer
          .deliver({
            from: headerOf(head, 'from'),
            to: headerOf(head, 'to'),
            subject: headerOf(head, 'subject'),
            text: decodeBody(encoding, body).replace(/\r\n/g, '\n'),
          })
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
