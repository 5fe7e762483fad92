import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { expectProblem, signUp } from '../helpers/auth';
import { adminSignedIn, cleanerSignedIn } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { documentPhoto, documentsOf, PDF, reviewDocument, uploadDocument } from './document-helpers';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'limpa-cleaner-documents-'));
const t = useTestApp({ env: { DATA_DIR: dataDir } });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const myDocuments = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/me/documents', headers: { cookie } });

describe("a cleaner's documents", () => {
  it('stores an image re-encoded without metadata and a PDF as sent, privately, showing the cleaner status and name only', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db, { approved: false });
    const photo = await uploadDocument(t.app, cleaner.cookie, 'identity', await documentPhoto());
    expect(photo.statusCode, photo.body).toBe(201);
    expect(photo.json()).toMatchObject({ kind: 'identity', status: 'pending', fileName: 'passport.jpg' });
    const pdf = await uploadDocument(
      t.app,
      cleaner.cookie,
      'insurance',
      PDF,
      'policy.pdf',
      'application/pdf',
    );
    expect(pdf.statusCode, pdf.body).toBe(201);

    const [identity, insurance] = (await documentsOf(t.db, cleaner.userId)).sort((a, b) =>
      a.kind.localeCompare(b.kind),
    );
    expect(identity!.storageKey).toMatch(/^documents\/[0-9a-f-]{36}\.jpg$/);
    const stored = await t.app.ctx.storage.get(identity!.storageKey);
    const meta = await sharp(stored!).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 2400, 1600, undefined]);
    expect((await t.app.ctx.storage.get(insurance!.storageKey))!.equals(PDF)).toBe(true);
    expect(insurance!.contentType).toBe('application/pdf');

    const listed = (await myDocuments(cleaner.cookie)).json().items;
    expect(listed.map((d: { kind: string }) => d.kind)).toEqual(['identity', 'insurance']);
    // Never where the file is: no key, no link.
    expect(JSON.stringify(listed)).not.toMatch(/documents\/|url/);
  });

  it('refuses what is no image or PDF, a file over 10 MB, and anyone but a cleaner, storing nothing', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const fake = await uploadDocument(
      t.app,
      cleaner.cookie,
      'identity',
      Buffer.from('%PDX not a pdf'),
      'x.pdf',
    );
    expect(expectProblem(fake, 415).code).toBe('document_invalid_file');
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await uploadDocument(t.app, cleaner.cookie, 'identity', big, 'big.pdf', 'application/pdf');
    expect(expectProblem(tooBig, 413).code).toBe('document_too_large');
    expectProblem(await uploadDocument(t.app, cleaner.cookie, 'passport', PDF), 400);
    expect(await documentsOf(t.db, cleaner.userId)).toEqual([]);

    const customer = await signUp(t.app, { role: 'customer' });
    expectProblem(await uploadDocument(t.app, customer.cookie, 'identity', PDF), 403);
    expectProblem(await myDocuments(customer.cookie), 403);
  });

  it('a new upload replaces the pending or rejected one of its kind, even two at once, but never an approved one', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db, { approved: false });
    const admin = await adminSignedIn(t.app, t.db);
    const both = await Promise.all([
      uploadDocument(t.app, cleaner.cookie, 'identity', PDF, 'a.pdf'),
      uploadDocument(t.app, cleaner.cookie, 'identity', await documentPhoto(800, 600), 'b.png'),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    const rows = await documentsOf(t.db, cleaner.userId);
    expect(rows).toHaveLength(1);
    // The loser's file is gone from storage; the winner's is there.
    const kept = rows[0]!;
    const lost = both.map((r) => r.json().id).find((id) => id !== kept.id);
    expect(lost).toBeDefined();
    expect(await t.app.ctx.storage.get(kept.storageKey)).not.toBeNull();

    // Asked again: the reason is shown, and a new upload replaces it as a new pending document.
    const asked = await reviewDocument(t.app, admin.cookie, kept.id, {
      decision: 'ask_again',
      reason: 'The photo is blurred.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const shown = (await myDocuments(cleaner.cookie)).json().items[0];
    expect(shown).toMatchObject({ status: 'rejected', reason: 'The photo is blurred.' });
    const again = await uploadDocument(t.app, cleaner.cookie, 'identity', PDF, 'id.pdf');
    expect(again.json()).toMatchObject({ status: 'pending', reason: null, fileName: 'id.pdf' });
    expect(again.json().id).not.toBe(kept.id);
    expect(await t.app.ctx.storage.get(kept.storageKey)).toBeNull();

    expect(
      (await reviewDocument(t.app, admin.cookie, again.json().id, { decision: 'approve' })).statusCode,
    ).toBe(200);
    const refused = await uploadDocument(t.app, cleaner.cookie, 'identity', PDF);
    expect(expectProblem(refused, 409).code).toBe('document_already_approved');
    expect((await documentsOf(t.db, cleaner.userId))[0]).toMatchObject({
      id: again.json().id,
      status: 'approved',
    });
  });
});
