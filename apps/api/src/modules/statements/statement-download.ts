import type { FastifyReply } from 'fastify';
import { sendDownload } from '../../lib/send-download';

/** A statement file ready to send. */
export interface StatementDownload {
  filename: string;
  format: 'csv' | 'pdf';
  body: string | Buffer;
}

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const;

/** Sends it as an attachment that no cache keeps (it is personal money data). */
export const sendStatement = (reply: FastifyReply, download: StatementDownload) =>
  sendDownload(reply, { ...download, contentType: CONTENT_TYPES[download.format] });
