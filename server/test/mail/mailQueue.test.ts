/**
 * Mail is durable: queued in the transaction of the change that causes it, retried when the
 * mail server fails, dead-lettered when it never succeeds, listed and retried by an operator; an
 * introduction whose mail failed is shown to the employer and can be sent again.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { CANDIDATE_MESSAGES } from '@contract/candidates';
import { runAdminCommand } from '../../src/admin/commands';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/connect';
import { Mailer, MAIL_QUEUE, type DeliveryState } from '../../src/mail/mailer';
import type { MailMessage, MailTransport } from '../../src/mail/transport';
import { SentLedger } from '../../src/mail/sentLedger';
import { latestMessageFor, OutboxTransport } from '../../src/mail/outbox';
import {
  buildTestApp,
  fileOutbox,
  injectAs,
  register,
  testQueue,
  uniqueMail,
  type TestApp,
  type TestUser,
} from '../helpers';
import {
  createCandidate,
  createEmployerOrganization,
  getAs,
  introductionLinks,
  requestAccess,
  type TestCandidate,
} from '../candidates/fixtures';

/**
 * The outbox, behind a switch: while `down` (or for the next `failures` attempts) a delivery
 * throws as an unreachable SMTP server would. Every attempt is counted.
 */
class FlakyTransport implements MailTransport {
  down = false;
  failures = 0;
  attempts: string[] = [];
  constructor(private readonly outbox: OutboxTransport) {}

  async deliver(message: MailMessage & { from: string }): Promise<void> {
    this.attempts.push(message.to);
    if (this.down || this.failures > 0) {
      this.failures = Math.max(0, this.failures - 1);
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), {
        code: 'ECONNREFUSED',
      });
    }
    await this.outbox.deliver(message);
  }

  async close(): Promise<void> {}
}

let t: TestApp;
let transport: FlakyTransport;
let acme: { owner: TestUser; nid: number };

before(async () => {
  transport = new FlakyTransport(new OutboxTransport(fileOutbox()));
  t = await buildTestApp({}, { mailTransport: transport });
  acme = await createEmployerOrganization(t, true, 'Acme Mail');
});

const admin = async (...args: string[]) =>
  runAdminCommand({ db: t.database.db, queue: await testQueue(), config: t.config }, args);
const deadLetterIds = async () =>
  (await admin('mail', 'failed'))
    .split('\n')
    .filter((line) => /^[0-9a-f-]{36}\t/.test(line))
    .map((line) => line.split('\t')[0]);

describe('mail delivery', () => {
  it('retries a failing delivery and delivers it on the third attempt', async () => {
    transport.failures = 2;
    const mail = uniqueMail('retried');
    transport.attempts = [];
    await register(t, 'candidate', mail);
    const message = await t.latestMail(mail);
    assert.ok(message, 'delivered after two failures');
    assert.match(message.subject, /confirm/i);
    assert.deepEqual(transport.attempts, [mail, mail, mail]);
  });

  it('dead-letters a mail that fails every attempt; an operator lists it and sends it again', async () => {
    transport.down = true;
    const mail = uniqueMail('dead');
    await register(t, 'candidate', mail);
    assert.equal(await t.latestMail(mail), undefined);
    transport.down = false;
    const listing = await admin('mail', 'failed');
    const line = listing.split('\n').find((row) => row.includes(`to ${mail}`));
    assert.ok(line, listing);
    assert.match(line, /\tConfirm|\tPlease confirm|\t.*confirm/i);
    assert.match(line, /ECONNREFUSED/);
    const id = line.split('\t')[0];

    assert.match(await admin('mail', 'retry', id), new RegExp(`Mail ${id} to ${mail} is queued`));
    assert.ok(!(await deadLetterIds()).includes(id));
    assert.ok(await t.latestMail(mail), 'delivered after the retry');
    await assert.rejects(admin('mail', 'retry', id), /There is no undelivered mail/);
    await assert.rejects(admin('mail', 'retry', 'nope'), /Give the id of a mail/);
  });

  it('queues mail in the transaction of its change: a refused registration queues none', async () => {
    const queue = await testQueue();
    const mail = uniqueMail('once');
    await register(t, 'candidate', mail);
    await t.latestMail(mail);
    const again = await injectAs(t, null, {
      method: 'POST',
      url: '/api/user/register/candidate?_format=json',
      payload: { mail, pass: 'another good password' },
    });
    assert.equal(again.statusCode, 422);
    const queued = await queue.findJobs<{ to: string }>(MAIL_QUEUE, { data: { to: mail } });
    assert.equal(queued.length, 1, 'only the first registration queued a mail');
  });
});

describe('an introduction whose mail failed', () => {
  let candidate: TestCandidate;
  const request = () => requestAccess(t, acme, candidate);
  const employerView = async () =>
    (await getAs(t, acme.owner, `/api/node/candidate_profile/${candidate.uuid}?org_id=${acme.nid}`))
      .body as { data: { attributes: { connection_status: string; introduction_mail?: string } } };

  before(async () => {
    candidate = await createCandidate(t, {
      first: 'Grace',
      last: 'Hopper',
      open: '0',
      visible: '1',
    });
  });

  it('is shown to the employer, can be sent again without spending an introduction, and then arrives', async () => {
    transport.down = true;
    const first = await request();
    assert.equal(first.statusCode, 200);
    const left = first.json<{ invites_left: number }>().invites_left;
    assert.equal((await employerView()).data.attributes.introduction_mail, 'queued');
    // Asking again while the mail may still go out is refused, as before.
    assert.equal((await request()).statusCode, 409);

    await t.latestMail(candidate.user.mail);
    const failed = (await employerView()).data.attributes;
    assert.equal(failed.connection_status, 'requested');
    assert.equal(failed.introduction_mail, 'failed');

    transport.down = false;
    const resent = await request();
    assert.equal(resent.statusCode, 200, resent.body);
    assert.deepEqual(resent.json(), {
      message: CANDIDATE_MESSAGES.mailed,
      connection_status: 'requested',
      invites_left: left,
    });
    const links = await introductionLinks(t, candidate.user.mail);
    assert.equal((await employerView()).data.attributes.introduction_mail, 'sent');
    assert.equal((await request()).statusCode, 409);
    // The new link answers; the first one was voided when the second went out.
    const accepted = await injectAs(t, null, {
      method: 'POST',
      url: `/api/candidate_access_process${links.accept}`,
    });
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal((await employerView()).data.attributes.introduction_mail, undefined);
  });
});

describe('a delivery whose acknowledgement is lost', () => {
  it('is not sent again when its job comes round, by this server or another', async () => {
    const queue = await testQueue();
    const db = t.database.db;
    const counting = new FlakyTransport(new OutboxTransport(fileOutbox()));
    const told: DeliveryState[] = [];
    let failNext = true;
    const mailerOf = () =>
      new Mailer(
        queue,
        counting,
        'Matchboard <noreply@matchboard.test>',
        () => {},
        async (_topic, state) => {
          told.push(state);
          // What a database restart right after the hand-over does to the write that follows.
          if (failNext) {
            failNext = false;
            throw new Error('Connection terminated unexpectedly');
          }
        },
        new SentLedger(db, () => {}),
      );
    const first = mailerOf();
    await first.install({ retryLimit: 2, retryDelay: 0 });
    const to = uniqueMail('once');
    await first.send(
      db,
      { to, subject: 'Only once', text: 'Hello' },
      {
        kind: 'introduction',
        linkHash: 'no-such-link',
      },
    );
    await first.deliverDue();
    // The job failed after its mail went out; another server (its own memory empty) retries it.
    await mailerOf().deliverDue();
    assert.deepEqual(
      counting.attempts.filter((address) => address === to),
      [to],
      'sent once',
    );
    assert.deepEqual(told, ['sent', 'sent']);
    const [{ n }] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM mail_sent`,
    );
    assert.ok(n >= 1);
    const delivered = await latestMessageFor(fileOutbox(), to);
    assert.match(String(delivered?.headers['message-id']), /^<[0-9a-f-]{36}@matchboard\.test>$/);
  });
});
