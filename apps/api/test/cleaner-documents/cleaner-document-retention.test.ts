import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { profiles } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { purgeEndedAccountsDocuments } from '../../src/modules/cleaner-documents/purge-ended-accounts-documents';
import { cleanerSignedIn } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { documentsOf, PDF, uploadDocument } from './document-helpers';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'limpa-document-retention-'));
const t = useTestApp({ env: { DATA_DIR: dataDir } });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const DAY = 86_400_000;
/** A fixed instant: the rule counts days from the account's end, never from today's date. */
const NOW = new Date('2031-03-15T04:00:00.000Z');

/** A cleaner with an identity document, whose account ended `daysAgo` days before NOW (null: still open). */
async function cleanerWithDocument(daysAgo: number | null) {
  const cleaner = await cleanerSignedIn(t.app, t.db, { approved: false });
  const res = await uploadDocument(t.app, cleaner.cookie, 'identity', PDF, 'id.pdf', 'application/pdf');
  expect(res.statusCode, res.body).toBe(201);
  if (daysAgo !== null) {
    await t.db
      .update(profiles)
      .set({ deletedAt: new Date(NOW.getTime() - daysAgo * DAY) })
      .where(eq(profiles.userId, cleaner.userId));
  }
  const [doc] = await documentsOf(t.db, cleaner.userId);
  return { userId: cleaner.userId, storageKey: doc!.storageKey };
}

describe("a cleaner's documents after their account ends", () => {
  it('are deleted, row and file, once the account ended more than 90 days ago, and not a day sooner', async () => {
    const longGone = await cleanerWithDocument(90.01);
    const recent = await cleanerWithDocument(89.99);
    const active = await cleanerWithDocument(null);

    expect(await purgeEndedAccountsDocuments(t.app.ctx, NOW)).toBeGreaterThanOrEqual(1);

    expect(await documentsOf(t.db, longGone.userId)).toEqual([]);
    expect(await t.app.ctx.storage.get(longGone.storageKey)).toBeNull();
    for (const kept of [recent, active]) {
      expect((await documentsOf(t.db, kept.userId)).map((d) => d.storageKey)).toEqual([kept.storageKey]);
      expect(await t.app.ctx.storage.get(kept.storageKey)).not.toBeNull();
    }
    // A second sweep finds nothing more of theirs to do.
    await purgeEndedAccountsDocuments(t.app.ctx, NOW);
    expect(await documentsOf(t.db, recent.userId)).toHaveLength(1);
  });

  it('keeps the row of a file that would not go, and removes both at the next sweep', async () => {
    const stuck = await cleanerWithDocument(120);
    const storage = t.app.ctx.storage;
    const realDelete = storage.delete.bind(storage);
    storage.delete = async (key: string) => {
      if (key === stuck.storageKey) throw new Error('storage unavailable');
      return realDelete(key);
    };
    try {
      await purgeEndedAccountsDocuments(t.app.ctx, NOW);
    } finally {
      storage.delete = realDelete;
    }
    expect((await documentsOf(t.db, stuck.userId)).map((d) => d.storageKey)).toEqual([stuck.storageKey]);
    await purgeEndedAccountsDocuments(t.app.ctx, NOW);
    expect(await documentsOf(t.db, stuck.userId)).toEqual([]);
    expect(await storage.get(stuck.storageKey)).toBeNull();
  });
});
