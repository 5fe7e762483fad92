import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { signDocumentToken } from '../../src/modules/cleaner-documents/document-links';
import { expectProblem, signUp } from '../helpers/auth';
import { adminSignedIn, cleanerSignedIn } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { PDF, uploadDocument } from './document-helpers';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'limpa-document-links-'));
const t = useTestApp({ env: { DATA_DIR: dataDir } });
afterAll(() => rm(dataDir, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const linkFor = (id: string, cookie: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/documents/${id}/link`, headers: { cookie } });

async function sentDocument() {
  const cleaner = await cleanerSignedIn(t.app, t.db, { approved: false });
  const sent = await uploadDocument(
    t.app,
    cleaner.cookie,
    'identity',
    PDF,
    'Passé port.pdf',
    'application/pdf',
  );
  expect(sent.statusCode, sent.body).toBe(201);
  return { cleaner, id: sent.json().id as string };
}

describe("an admin's links to a cleaner's document", () => {
  it('serve the file to an admin for 5 minutes, never cached, and to nobody else', async () => {
    const { cleaner, id } = await sentDocument();
    const admin = await adminSignedIn(t.app, t.db);
    // The clock is the test's: now, to the second (sessions are checked against it too).
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    vi.useFakeTimers({ toFake: ['Date'], now });
    const at = (ms: number) => new Date(now.getTime() + ms);

    const link = await linkFor(id, admin.cookie);
    expect(link.statusCode, link.body).toBe(200);
    const { url, expiresAt } = link.json();
    expect(expiresAt).toBe(at(5 * 60_000).toISOString());
    expect(url).toMatch(/^\/api\/v1\/admin\/documents\/files\/[^/]+$/);

    const served = await get(url, admin.cookie);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['cache-control']).toBe('no-store');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="Pass_ port.pdf"; filename*=UTF-8''${encodeURIComponent('Passé port.pdf')}`,
    );

    // The cleaner themself, a customer, another cleaner, nobody signed in: never the bytes, never a link.
    const customer = await signUp(t.app, { role: 'customer' });
    const stranger = await cleanerSignedIn(t.app, t.db);
    for (const cookie of [cleaner.cookie, customer.cookie, stranger.cookie]) {
      expectProblem(await get(url, cookie), 403);
      expectProblem(await linkFor(id, cookie), 403);
    }
    expectProblem(await get(url), 401);

    vi.setSystemTime(at(5 * 60_000 - 1000));
    expect((await get(url, admin.cookie)).statusCode).toBe(200);
    vi.setSystemTime(at(5 * 60_000));
    expect(expectProblem(await get(url, admin.cookie), 403).code).toBe('document_link_invalid');
  });

  it('refuse a forged or altered token, and a link to an unknown document', async () => {
    const { id } = await sentDocument();
    const admin = await adminSignedIn(t.app, t.db);
    const { url } = (await linkFor(id, admin.cookie)).json();
    const [docId, expiry, signature] = (url as string).split('/').pop()!.split('.');
    const base = '/api/v1/admin/documents/files';
    const later = Number(expiry) + 3_600_000;
    for (const token of [
      `${docId}.${later}.${signature}`,
      signDocumentToken('another-secret-of-at-least-32-characters', docId!, later),
      `${docId}.${expiry}`,
      'nonsense',
    ]) {
      expect(expectProblem(await get(`${base}/${token}`, admin.cookie), 403).code).toBe(
        'document_link_invalid',
      );
    }
    expectProblem(await linkFor('00000000-0000-4000-8000-000000000000', admin.cookie), 404);
  });
});
