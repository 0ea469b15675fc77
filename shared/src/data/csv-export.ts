/**
 * CSV exports streamed from the server: every row matching the list's filter, read page by page from
 * the store and written as it goes, so an export of 100,000 rows holds one page in memory. RFC 4180
 * (quoted where needed, CRLF), a UTF-8 byte order mark so spreadsheets read Arabic, and cells that a
 * spreadsheet would run as a formula (leading `=`, `+`, `-`, `@`, tab or carriage return) neutralised
 * with a leading apostrophe, as OWASP recommends.
 */
import type { Response } from 'express';
import type { ListQuery, Page } from '../list-query';

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

export const CSV_BOM = '\uFEFF';

/** One cell: formula-neutralised, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** Every item of a list, page by page, in the query's order. */
export async function* everyItem<T, F extends string, S extends string>(
  list: (query: ListQuery<F, S>) => Promise<Page<T>>,
  query: Omit<ListQuery<F, S>, 'page' | 'pageSize'>,
  batchSize = 500,
): AsyncGenerator<T> {
  for (let page = 1; ; page += 1) {
    const { items } = await list({ ...query, page, pageSize: batchSize });
    yield* items;
    if (items.length < batchSize) return;
  }
}

/**
 * Writes the rows as a CSV download. The first page is read before any byte is sent, so a storage
 * outage still answers with the JSON error envelope; a later failure cuts the download short.
 */
export async function sendCsv<Row>(
  res: Response,
  filename: string,
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row>,
): Promise<void> {
  const iterator = rows[Symbol.asyncIterator]();
  let next = await iterator.next();
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.write(CSV_BOM + csvLine(columns.map((column) => column.header)));
  try {
    while (!next.done) {
      const row = next.value;
      if (!res.write(csvLine(columns.map((column) => column.value(row))))) {
        await new Promise((resolve) => res.once('drain', resolve));
      }
      next = await iterator.next();
    }
    res.end();
  } catch {
    res.destroy();
  }
}
