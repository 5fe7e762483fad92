import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CleanerDocumentLink } from '@limpa/contracts';
import { CLEANER_DOCUMENT_LINK_TTL_MS } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/app-error';
import { documentLinkInvalid } from './cleaner-documents.errors';
import { findDocumentWithCleaner } from './cleaner-documents.repository';

export const DOCUMENT_FILES_PATH = '/api/v1/admin/documents/files';

/** A key of its own, derived from AUTH_SECRET: a link's signature can never stand for anything else signed. */
const linkKey = (authSecret: string) =>
  createHmac('sha256', authSecret).update('limpa:cleaner-document-link:v1').digest();

const sign = (authSecret: string, payload: string) =>
  createHmac('sha256', linkKey(authSecret)).update(payload).digest('base64url');

/** `<document id>.<expiry in ms>.<HMAC of both>`: the id and expiry are readable, neither can be changed. */
export function signDocumentToken(authSecret: string, documentId: string, expiresAtMs: number): string {
  const payload = `${documentId}.${expiresAtMs}`;
  return `${payload}.${sign(authSecret, payload)}`;
}

/** The document id a token names, if its signature holds and it has not expired at `now`; else null. */
export function verifyDocumentToken(authSecret: string, token: string, now: Date): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [id, expiry, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(authSecret, `${id}.${expiry}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!/^\d{1,15}$/.test(expiry) || Number(expiry) <= now.getTime()) return null;
  return id;
}

/**
 * POST /admin/documents/:id/link: a link to the document's file valid for 5 minutes. The link alone is not
 * enough: the file route also asks for an admin's session, so a link passed to anyone else opens nothing.
 */
export async function createDocumentLink(
  ctx: Pick<AppContext, 'db' | 'config'>,
  documentId: string,
  now = new Date(),
): Promise<CleanerDocumentLink> {
  if (!(await findDocumentWithCleaner(ctx.db, documentId))) throw notFound();
  const expiresAt = now.getTime() + CLEANER_DOCUMENT_LINK_TTL_MS;
  const token = signDocumentToken(ctx.config.authSecret, documentId, expiresAt);
  return { url: `${DOCUMENT_FILES_PATH}/${token}`, expiresAt: new Date(expiresAt).toISOString() };
}

/** The file a valid link names: a forged, altered or expired token is 403; a document gone since, 404. */
export async function readDocumentFile(
  ctx: Pick<AppContext, 'db' | 'config' | 'storage'>,
  token: string,
  now = new Date(),
) {
  const id = verifyDocumentToken(ctx.config.authSecret, token, now);
  if (!id) throw documentLinkInvalid();
  const found = await findDocumentWithCleaner(ctx.db, id);
  const bytes = found ? await ctx.storage.get(found.doc.storageKey) : null;
  if (!found || !bytes) throw notFound();
  return { bytes, contentType: found.doc.contentType, fileName: found.doc.fileName };
}
