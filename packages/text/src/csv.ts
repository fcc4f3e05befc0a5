/**
 * CSV that Excel opens as intended (docs/product.md#csv-exports): UTF-8 with a byte-order mark
 * (without it Excel reads Japanese as Shift_JIS mojibake), CRLF line ends, every field quoted
 * with inner quotes doubled (commas, quotes and line breaks inside a field stay in the field),
 * and a cell that a spreadsheet would run as a formula neutralised with a leading apostrophe.
 */
export const CSV_BOM = '\uFEFF';

export type CsvCell = string | number | boolean | null | undefined;

// = + - @ start a formula; tab and carriage return do too in some spreadsheets (OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as text: numbers stay numbers (a negative number is not a formula). */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '""';
  if (typeof value === 'number') return Number.isFinite(value) ? `"${value}"` : '""';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** The whole file: BOM, header row, rows, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
