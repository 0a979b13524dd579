import type { Middleware } from '@reduxjs/toolkit';

/** How many of the last actions diagnostics report. */
export const ACTION_LOG_SIZE = 50;

export interface LoggedAction {
  type: string;
  /** When it was dispatched (ms since the epoch). */
  at: number;
}

/**
 * The types of the store's last actions, for "Copy diagnostics": only the type and the time,
 * never a payload (payloads carry what users typed and what the server answered).
 */
export interface ActionLog {
  middleware: Middleware;
  entries(): LoggedAction[];
}

export function createActionLog(size = ACTION_LOG_SIZE): ActionLog {
  const ring: LoggedAction[] = [];
  const middleware: Middleware = () => (next) => (action) => {
    const type = (action as { type?: unknown }).type;
    if (typeof type === 'string') {
      ring.push({ type, at: Date.now() });
      if (ring.length > size) ring.shift();
    }
    return next(action);
  };
  return { middleware, entries: () => [...ring] };
}

/** Each store's log, for the components that read it through the store they are given. */
export const actionLogs = new WeakMap<object, ActionLog>();
