import { downloadFile } from './download';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

// A cell with a quote or a separator any spreadsheet may split on (comma, semicolon, tab, pipe,
// a line break) is quoted.
const NEEDS_QUOTES = /[",;\t|\r\n]/;
// Spreadsheets run a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);
// A spreadsheet that splits on another separator than ours (a semicolon, a tab) starts a new
// cell after each of these, so a formula character there is guarded too.
const SEPARATORS = new Set([',', ';', '\t', '|', '\r', '\n']);

// A phone number as people write it ("+44 7700 900123", "+44 (0)20 7946 0000"): only digits,
// spaces and brackets after its "+", so a spreadsheet can call nothing and reach no cell with it.
const PHONE_NUMBER = /^\+\d[\d ()]*\d$/;

/**
 * Puts a `'` before a formula character wherever a cell could start: at the text's start and
 * after every separator (and any spaces), e.g. `Bob;=HYPERLINK(…)` becomes `Bob;'=HYPERLINK(…)`.
 * A whole cell that is a phone number is left as it is: the guard would only spoil it.
 */
function neutralised(text: string): string {
  if (PHONE_NUMBER.test(text)) return text;
  let out = '';
  let cellStart = true;
  for (const ch of text) {
    if (cellStart && FORMULA_START.has(ch)) out += "'";
    out += ch;
    if (SEPARATORS.has(ch)) cellStart = true;
    else if (ch !== ' ') cellStart = false;
  }
  return out;
}

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? neutralised(value) : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** An RFC 4180 CSV document (CRLF line ends, header row first) that spreadsheets open safely. */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((c) => csvCell(c.header)),
    ...rows.map((row) => columns.map((c) => csvCell(c.value(row)))),
  ];
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

// Excel reads a CSV as UTF-8 only when it starts with a byte order mark.
export const UTF8_BOM = '\uFEFF';

export function downloadCsv(filename: string, csv: string) {
  downloadFile(filename, new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' }));
}
