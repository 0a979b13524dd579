/**
 * The autosave queue of one profile. Edits are coalesced member by member (a later value of a
 * member replaces an earlier one that was not sent yet), one save is in flight at a time so the
 * server sees changes in the order they were typed, and a failed save is put back under any
 * newer edits and retried with a growing delay until it succeeds.
 */
import type { Members } from '../model/members';

export type AutosaveStatus =
  /** Nothing to save and nothing saved recently. */
  | 'idle'
  /** A save is in flight or waiting for its turn. */
  | 'saving'
  /** Everything typed is stored. */
  | 'saved'
  /** The last save failed; it is retried after a delay. */
  | 'retrying'
  /** The server refused the change (4xx); it is not retried. */
  | 'rejected';

export interface AutosaveState {
  status: AutosaveStatus;
  /** Members not yet confirmed by the server. */
  pending: boolean;
  /** The failure of the last attempt, for 'retrying' and 'rejected'. */
  error: unknown;
}

/** Sends members; resolves when stored, rejects with the failure otherwise. */
export type SaveMembers = (members: Members) => Promise<void>;

export interface AutosaveOptions {
  send: SaveMembers;
  /** Delay before the n-th retry (0-based), in ms. */
  retryDelay?: (attempt: number) => number;
  /** True when a failure will never succeed on retry (the server refused the values). */
  isPermanent?: (error: unknown) => boolean;
}

/** 1 s, 2 s, 4 s, … up to 30 s. */
export const defaultRetryDelay = (attempt: number): number => Math.min(30_000, 1000 * 2 ** attempt);

export class AutosaveQueue {
  private waiting: Members = {};
  private inFlight: Members | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private listeners = new Set<(state: AutosaveState) => void>();
  private current: AutosaveState = { status: 'idle', pending: false, error: null };
  private send: SaveMembers;
  private readonly retryDelay: (attempt: number) => number;
  private readonly isPermanent: (error: unknown) => boolean;

  constructor(options: AutosaveOptions) {
    this.send = options.send;
    this.retryDelay = options.retryDelay ?? defaultRetryDelay;
    this.isPermanent = options.isPermanent ?? (() => false);
  }

  /** The current state. */
  get state(): AutosaveState {
    return this.current;
  }

  /** True while anything typed is not yet stored. */
  get hasPending(): boolean {
    return this.inFlight !== null || Object.keys(this.waiting).length > 0;
  }

  /** Replaces the sender (a re-rendered page hands in a fresh one with the same target). */
  setSender(send: SaveMembers): void {
    this.send = send;
  }

  subscribe(listener: (state: AutosaveState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Queues changed members; they are sent as soon as no other save is in flight. */
  enqueue(members: Members): void {
    if (Object.keys(members).length === 0) return;
    this.waiting = { ...this.waiting, ...members };
    if (this.current.status === 'retrying') {
      // Newer edits are kept with the failed ones; the scheduled retry sends them all.
      this.emit({ status: 'retrying', pending: true, error: this.current.error });
      return;
    }
    this.emit({ status: 'saving', pending: true, error: null });
    this.pump();
  }

  /** Stops retrying (the page is gone for good). */
  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.listeners.clear();
  }

  private emit(state: AutosaveState): void {
    this.current = state;
    for (const listener of this.listeners) listener(state);
  }

  private pump(): void {
    if (this.inFlight || this.timer || Object.keys(this.waiting).length === 0) return;
    const batch = this.waiting;
    this.waiting = {};
    this.inFlight = batch;
    this.send(batch).then(
      () => this.settle(null, false),
      (error: unknown) => this.settle(error, true),
    );
  }

  private settle(error: unknown, failed: boolean): void {
    const batch = this.inFlight ?? {};
    this.inFlight = null;
    if (!failed) {
      this.attempt = 0;
      if (this.hasPending) {
        this.emit({ status: 'saving', pending: true, error: null });
        this.pump();
      } else {
        this.emit({ status: 'saved', pending: false, error: null });
      }
      return;
    }
    if (this.isPermanent(error)) {
      // Retrying cannot help; newer edits still go out.
      this.attempt = 0;
      this.emit({ status: 'rejected', pending: this.hasPending, error });
      this.pump();
      return;
    }
    // Put the failed members back under anything typed since, so the newest value wins.
    this.waiting = { ...batch, ...this.waiting };
    const delay = this.retryDelay(this.attempt);
    this.attempt += 1;
    this.emit({ status: 'retrying', pending: true, error });
    this.timer = setTimeout(() => {
      this.timer = null;
      this.emit({ status: 'saving', pending: true, error: null });
      this.pump();
    }, delay);
  }
}
