import Papa from 'papaparse';
import type { CandidateRow } from '@contract/candidates';
import { fullNameOf } from '../search/CandidateListCard';
import { saveBlob } from '@/components/download/saveBlob';

/** Spec 02 §7: the board export's columns, in order. */
export const BOARD_CSV_COLUMNS = [
  'Name',
  'Country',
  'City',
  'Technical Skills',
  'Experience(years)',
  'Email',
  'Phone Number',
] as const;
export const BOARD_CSV_FILENAME = 'Candidates.csv';

/**
 * Cells a spreadsheet could run as a formula: those that start with = + - @, a tab or a carriage
 * return, whatever follows. papaparse's own `escapeFormulae: true` tests `^[=+\-@\t\r].*$`, whose
 * `.` stops at a line break, so a value of two lines starting with `=HYPERLINK(` got through.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** An international phone number and nothing else: `+`, then digits, spaces and ( ) . / -. */
const PHONE_NUMBER = /^\+[0-9][0-9 ()./-]{2,40}$/;

/**
 * One cell as a spreadsheet may read it without running anything the candidate typed:
 * - a phone number such as `+1 555 0101` becomes the text formula `="+1 555 0101"`, which every
 *   spreadsheet shows as `+1 555 0101` (its characters cannot close the string or call anything);
 * - any other cell that could start a formula gets a leading `'`, which shows in the cell but
 *   keeps its text inert.
 */
export function spreadsheetCell(value: string): string {
  if (PHONE_NUMBER.test(value)) return `="${value}"`;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The accepted column as CSV; papaparse quotes what needs quoting. */
export function boardCsv(rows: readonly CandidateRow[]): string {
  return Papa.unparse({
    fields: [...BOARD_CSV_COLUMNS],
    data: rows.map((row) =>
      [
        fullNameOf(row),
        row.field_candidate_country,
        row.field_city_text,
        row.field_technical_skills_name
          .split(';')
          .map((skill) => skill.trim())
          .filter(Boolean)
          .join(', '),
        row.field_professional_experience,
        row.field_contact_email,
        row.field_phone_number,
      ].map((cell) => spreadsheetCell(cell ?? '')),
    ),
  });
}

/** Offers the CSV as a download named Candidates.csv. */
export function downloadCsv(csv: string, filename = BOARD_CSV_FILENAME): void {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), filename);
}
