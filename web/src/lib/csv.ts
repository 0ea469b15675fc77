/**
 * CSV export (RFC 4180): fields are quoted when they hold a comma, quote or line break, quotes are
 * doubled, records end with CRLF. A UTF-8 byte order mark leads so Excel reads Arabic text correctly.
 */
export interface CsvColumn<Row> {
  /** The header cell. */
  header: string;
  /** The cell value of a row; null and undefined become an empty cell. */
  value: (row: Row) => string | number | boolean | null | undefined;
}

export const CSV_BOM = '\uFEFF';

function quote(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => quote(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => quote(column.value(row))).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** Offers `csv` as a file download through a Blob and an object URL (released right after). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
