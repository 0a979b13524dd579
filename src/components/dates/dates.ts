/**
 * Every date the app shows, from one place. Two kinds, each in one format: a day ("29 Nov 2026"
 * in British English, "Nov 29, 2026" in American English) and a day with its time, in the
 * reader's language through `Intl`. Jobs keep spec 02's d/m/yyyy (`jobDay`).
 */

/** The reader's language (the browser's first choice); Node's default when rendering on a server. */
function readerLocale(): string | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return navigator.languages?.[0] ?? navigator.language;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'day' | 'dayTime' | 'time'): Intl.DateTimeFormat {
  const locale = readerLocale();
  const key = `${kind}|${locale ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    const day = { day: 'numeric', month: 'short', year: 'numeric' } as const;
    const time = { hour: '2-digit', minute: '2-digit' } as const;
    format = new Intl.DateTimeFormat(
      locale,
      kind === 'day' ? day : kind === 'time' ? time : { ...day, ...time },
    );
    formats.set(key, format);
  }
  return format;
}

/** A YYYY-MM-DD day is that calendar day wherever the reader is; anything else is an instant. */
function toDate(value: string | number | Date): Date {
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  return value instanceof Date ? value : new Date(value);
}

/** A day: "29 Nov 2026" (en-GB), "Nov 29, 2026" (en-US). */
export const formatDay = (value: string | number | Date): string =>
  formatter('day').format(toDate(value));

/** A day with its time: "29 Nov 2026, 14:05" (en-GB), "Nov 29, 2026, 02:05 PM" (en-US). */
export const formatDayTime = (value: string | number | Date): string =>
  formatter('dayTime').format(toDate(value));

/** The time of day alone, for what happens later today: "14:05", "02:05 PM". */
export const formatTime = (value: string | number | Date): string =>
  formatter('time').format(toDate(value));

/**
 * A job's dates, d/m/yyyy (spec 02 §2). A timestamp shows its calendar day as the server wrote it
 * (UTC), not the reader's: the server renders the public job page, and the browser hydrating it
 * must show the same day wherever it is.
 */
export function jobDay(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (day) return `${Number(day[3])}/${Number(day[2])}/${day[1]}`;
  const date = new Date(value);
  return `${date.getUTCDate()}/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}`;
}
