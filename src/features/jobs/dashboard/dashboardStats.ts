import dayjs from 'dayjs';

/**
 * Jobs per month since the first one (spec 02 §2): the total over the months from the oldest
 * job's creation to now, counting at least one month.
 */
export function averagePerMonth(
  total: number,
  oldestCreated: string | null,
  now = new Date(),
): number {
  if (total === 0 || !oldestCreated) return 0;
  const months = Math.max(1, dayjs(now).diff(dayjs(oldestCreated), 'month', true));
  return total / months;
}

/** '<1' below one, otherwise two decimals (spec 02 §2). */
export const averageText = (average: number): string => (average < 1 ? '<1' : average.toFixed(2));

/** The table's height by rows: 1 row 180 px, 2 rows 254 px, otherwise 328 px (spec 02 §2). */
export const tableHeight = (rows: number): number => (rows <= 1 ? 180 : rows === 2 ? 254 : 328);
