import { type CsvCell, toCsv } from '@tsuzuri/text/csv';

/**
 * A CSV download: the Excel-friendly file (@tsuzuri/text/csv), never cached, with a file name
 * that keeps its Japanese in `filename*` and an ASCII stand-in for old clients.
 */
export function csvResponse(
  filename: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): Response {
  const ascii = filename.replace(/[^\w.-]/g, '_');
  return new Response(toCsv(header, rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
