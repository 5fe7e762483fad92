import type { FastifyReply } from 'fastify';

/** A statement file ready to send. */
export interface StatementDownload {
  filename: string;
  format: 'csv' | 'pdf';
  body: string | Buffer;
}

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const;

/** Sends it as an attachment that no cache keeps (it is personal money data). */
export const sendStatement = (reply: FastifyReply, download: StatementDownload) =>
  reply
    .header('content-type', CONTENT_TYPES[download.format])
    .header('content-disposition', `attachment; filename="${download.filename}"`)
    .header('cache-control', 'no-store')
    .send(download.body);
