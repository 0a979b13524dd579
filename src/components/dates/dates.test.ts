import { formatDay, formatDayTime, formatTime, jobDay } from './dates';

const inLanguage = (language: string) => {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue([language]);
};

afterEach(() => jest.restoreAllMocks());

describe('dates', () => {
  it('shows a day in the reader’s language, one format for every day', () => {
    inLanguage('en-GB');
    expect(formatDay('2026-12-06')).toBe('6 Dec 2026');
    expect(formatDay('2026-11-28T10:00:00Z')).toBe('28 Nov 2026');
    inLanguage('en-US');
    expect(formatDay('2026-12-06')).toBe('Dec 6, 2026');
    inLanguage('de-DE');
    expect(formatDay('2026-12-06')).toBe('6. Dez. 2026');
  });

  it('keeps a YYYY-MM-DD day on its calendar day wherever the reader is', () => {
    inLanguage('en-GB');
    const day = formatDay('2026-01-01');
    expect(day).toBe('1 Jan 2026');
  });

  it('shows a day with its time, and a time alone, in the reader’s language', () => {
    inLanguage('en-GB');
    const instant = new Date(2026, 10, 29, 14, 5);
    expect(formatDayTime(instant)).toBe('29 Nov 2026, 14:05');
    expect(formatTime(instant)).toBe('14:05');
    inLanguage('en-US');
    expect(formatTime(instant)).toBe('02:05 PM');
  });

  it('writes a job’s dates d/m/yyyy (spec 02), the day the server wrote', () => {
    expect(jobDay('2026-12-06')).toBe('6/12/2026');
    expect(jobDay('2026-11-28T23:30:00.000Z')).toBe('28/11/2026');
    expect(jobDay('2026-11-28T23:30:00+00:00')).toBe('28/11/2026');
  });
});
