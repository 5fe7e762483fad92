import type { FastifyReply } from 'fastify';

/** A file to download: personal money data (a statement, an invoice), so no cache keeps it. */
export const sendDownload = (
  reply: FastifyReply,
  file: { filename: string; contentType: string; body: string | Buffer },
) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
