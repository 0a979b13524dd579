import Papa from 'papaparse';
import type { CandidateRow } from '@contract/candidates';
import { fullNameOf } from '../search/CandidateListCard';

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

/**
 * The accepted column as CSV. papaparse quotes what needs quoting and prefixes every cell that
 * FORMULA_START matches with a quote, so a spreadsheet shows a candidate's text instead of
 * running it as a formula.
 */
export function boardCsv(rows: readonly CandidateRow[]): string {
  return Papa.unparse(
    {
      fields: [...BOARD_CSV_COLUMNS],
      data: rows.map((row) => [
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
      ]),
    },
    { escapeFormulae: FORMULA_START },
  );
}

/** Offers the CSV as a download named Candidates.csv. */
export function downloadCsv(csv: string, filename = BOARD_CSV_FILENAME): void {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
