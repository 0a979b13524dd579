import pg from 'pg';
import type { Db } from '../db/connect';
import { processCaches, type AuthChange } from './tokenOwnerChanges';
import { findAccessTokenOwner, type TokenOwner } from './tokenRepository';

/**
 * The channel on which migration 021's triggers name what changed: token families (`f12`), users
 * (`u34`), or everything (`*`), comma-separated.
 */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';

/** How long an entry is trusted at most, should a notification ever be lost unnoticed. */
const ENTRY_TTL_MS = 60_000;
/** Entries kept at most; the oldest go first. */
const MAX_ENTRIES = 10_000;
/** Waits before listening again after the connection was lost, the last one repeated. */
const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000];

interface Entry {
  owner: TokenOwner;
  /** When the access token expires (ms), by the clock the request is judged with. */
  expiresAt: number;
  /** When this entry stops being trusted (ms, wall clock). */
  trustedUntil: number;
}

/**
 * Who each recently seen access token speaks for, so that a signed-in request costs no database
 * round trip for its token. The cache is used only while this process listens to PostgreSQL's
 * `auth_changed` channel, where the triggers of migration 021 announce, from every machine, each
 * change that can end what it keeps; the entries of the families and users named are dropped. A
 * process that is not listening (the embedded database, or a connection lost and not yet back)
 * asks the database every time, and forgets everything when it starts listening again, since
 * it may have missed notifications meanwhile.
 */
export class TokenOwnerCache {
  private readonly entries = new Map<string, Entry>();
  /** Moves on with every change heard: a lookup that began before a change is not kept. */
  private epoch = 0;
  private listener: pg.Client | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(private readonly onListening?: (listening: boolean) => void) {
    processCaches.add(this);
  }

  /** Whether entries are used (this process hears every change). */
  get listening(): boolean {
    return this.listener !== null;
  }

  /** The live access token's owner, from this cache when it may be trusted. */
  async find(db: Db, hash: string, now: Date): Promise<TokenOwner | undefined> {
    if (this.listener) {
      const entry = this.entries.get(hash);
      if (entry && entry.expiresAt > now.getTime() && entry.trustedUntil > Date.now())
        return entry.owner;
      if (entry) this.entries.delete(hash);
    }
    const epoch = this.epoch;
    const found = await findAccessTokenOwner(db, hash, now);
    if (found && this.listener && epoch === this.epoch) {
      if (this.entries.size >= MAX_ENTRIES)
        this.entries.delete(this.entries.keys().next().value as string);
      // One object answers every request of this token: nobody may change it.
      Object.freeze(found.owner.roles);
      this.entries.set(hash, {
        owner: Object.freeze(found.owner),
        expiresAt: found.expiresAt.getTime(),
        trustedUntil: Date.now() + ENTRY_TTL_MS,
      });
    }
    return found?.owner;
  }

  /** Drops the entries `change` concerns. */
  forget(change: AuthChange): void {
    this.epoch += 1;
    if (change === '*') {
      this.entries.clear();
      return;
    }
    const families = new Set(change.families);
    const users = new Set(change.users);
    for (const [hash, entry] of this.entries)
      if (families.has(entry.owner.familyId) || users.has(entry.owner.userId))
        this.entries.delete(hash);
  }

  /** Starts listening on PostgreSQL at `connectionString`, and again whenever the connection is lost. */
  listen(connectionString: string): void {
    void this.connect(connectionString, 0);
  }

  async close(): Promise<void> {
    this.closed = true;
    processCaches.delete(this);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = null;
    this.entries.clear();
    await listener?.end().catch(() => {});
  }

  private async connect(connectionString: string, attempt: number): Promise<void> {
    this.reconnectTimer = null;
    if (this.closed) return;
    const client = new pg.Client({ connectionString, keepAlive: true });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (this.listener === client) this.stopUsing();
      client.end().catch(() => {});
      if (this.closed) return;
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
      this.reconnectTimer = setTimeout(
        () => void this.connect(connectionString, attempt + 1),
        delay,
      );
      this.reconnectTimer.unref();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (message) => this.forget(parseChange(message.payload)));
    try {
      await client.connect();
      await client.query(`LISTEN ${AUTH_CHANGED_CHANNEL}`);
    } catch {
      onLost();
      return;
    }
    if (lost) return;
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    // Whatever changed while nobody listened is unknown: start empty.
    this.forget('*');
    this.listener = client;
    attempt = 0;
    this.onListening?.(true);
  }

  private stopUsing(): void {
    const was = this.listener !== null;
    this.listener = null;
    this.forget('*');
    if (was) this.onListening?.(false);
  }
}

/** A notification's payload as a change; anything unexpected forgets everything. */
export function parseChange(payload: string | undefined): AuthChange {
  const families: number[] = [];
  const users: number[] = [];
  for (const name of (payload ?? '*').split(',')) {
    const match = /^([fu])(\d+)$/.exec(name);
    if (!match) return '*';
    (match[1] === 'f' ? families : users).push(Number(match[2]));
  }
  return { families, users };
}
