import { Readable } from 'node:stream';
import { type CsvValue, csvRow } from '@limpa/domain';
import type { FastifyReply } from 'fastify';

/** Rows are fetched and written a keyset page at a time; the stream pulls the next page when drained. */
export const CSV_PAGE_SIZE = 500;

/**
 * Sends a CSV download as it is produced: the header row, then every record the pages yield (escaped by the
 * domain's csvRow). Nothing is buffered beyond one page, and the next page is only read on demand.
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  pages: AsyncIterable<readonly (readonly CsvValue[])[]>,
) {
  async function* lines() {
    yield csvRow(header);
    for await (const page of pages) {
      if (page.length > 0) yield page.map(csvRow).join('');
    }
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines(), { objectMode: false }));
}
