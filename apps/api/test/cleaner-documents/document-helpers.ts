import { cleanerDocuments, type Database } from '@limpa/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { multipartBody } from '../helpers/multipart';

/** A phone photo of a document: larger than stored, with EXIF that must not be kept. */
export const documentPhoto = (width = 3000, height = 2000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .withMetadata({ exif: { IFD0: { Make: 'PhoneCo', Model: 'Secret' } } })
    .png()
    .toBuffer();

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export function uploadDocument(
  app: FastifyInstance,
  cookie: string,
  kind: string,
  file: Buffer,
  name = 'passport.png',
  type = 'image/png',
) {
  const { payload, headers } = multipartBody('file', name, type, file);
  return app.inject({
    method: 'PUT',
    url: `/api/v1/me/documents/${kind}`,
    headers: { ...headers, cookie },
    payload,
  });
}

export function reviewDocument(app: FastifyInstance, cookie: string, id: string, body: object) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/admin/documents/${id}/review`,
    headers: { cookie },
    payload: body,
  });
}

export const documentsOf = (db: Database, cleanerId: string) =>
  db.select().from(cleanerDocuments).where(eq(cleanerDocuments.cleanerId, cleanerId));
