import { downloadFile } from './download';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

const NEEDS_QUOTES = /[",\r\n]/;
// Spreadsheets run a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
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
