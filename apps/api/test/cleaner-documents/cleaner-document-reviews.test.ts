import { auditLog, createApprovedIdentity, notifications, profiles } from '@limpa/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, expectProblem } from '../helpers/auth';
import { adminSignedIn, cleanerSignedIn } from '../helpers/booking-fixtures';
import { lastMailTo } from '../helpers/outbox';
import { useTestApp } from '../helpers/test-app';
import { PDF, reviewDocument, uploadDocument } from './document-helpers';

const t = useTestApp();

const approveCleaner = (cookie: string, profileId: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/users/${profileId}`,
    headers: { cookie },
    payload: { isApproved: true },
  });
const putSettings = (cookie: string, extra: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/settings',
    headers: { cookie },
    payload: { maintenanceMode: false, requireProviderApproval: true, earliestStartHours: 2, ...extra },
  });
const listed = async (cookie: string, name: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/providers?q=${encodeURIComponent(name)}`,
      headers: { cookie },
    })
  ).json().items;

async function pendingIdentity() {
  const cleaner = await cleanerSignedIn(t.app, t.db, { approved: false, name: `Vera ${Date.now()}` });
  const sent = await uploadDocument(t.app, cleaner.cookie, 'identity', PDF, 'id.pdf', 'application/pdf');
  return { cleaner, id: sent.json().id as string };
}

describe("an admin's review of a document", () => {
  it('approves once (a second decision is stale: 409), audited, the cleaner told in the app and by e-mail', async () => {
    const { cleaner, id } = await pendingIdentity();
    const admin = await adminSignedIn(t.app, t.db);
    const [first, second] = await Promise.all([
      reviewDocument(t.app, admin.cookie, id, { decision: 'approve' }),
      reviewDocument(t.app, admin.cookie, id, { decision: 'ask_again', reason: 'Blurred.' }),
    ]);
    const answers = [first, second].map((r) => r.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? first : second;
    const stale = first.statusCode === 409 ? first : second;
    expect(stale.json().code).toBe('document_already_reviewed');

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetProfileId, cleaner.profile.id), eq(auditLog.action, 'document_review')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ field: 'identity', newValue: winner.json().status });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, cleaner.userId));
    expect(told.map((n) => n.type)).toEqual([
      winner.json().status === 'approved' ? 'document_approved' : 'document_asked_again',
    ]);
    expect((await lastMailTo(t.app, cleaner.user.email))?.subject).toMatch(/identity document/);
  });

  it('asks again with a reason said to the cleaner in their language; no reason is refused', async () => {
    const { cleaner, id } = await pendingIdentity();
    await t.db.update(profiles).set({ locale: 'fr-CA' }).where(eq(profiles.userId, cleaner.userId));
    const admin = await adminSignedIn(t.app, t.db);
    expectProblem(await reviewDocument(t.app, admin.cookie, id, { decision: 'ask_again', reason: ' ' }), 400);
    const asked = await reviewDocument(t.app, admin.cookie, id, {
      decision: 'ask_again',
      reason: 'La photo est floue.',
    });
    expect(asked.json()).toMatchObject({ status: 'rejected', reason: 'La photo est floue.' });
    const mail = await lastMailTo(t.app, cleaner.user.email);
    expect(mail?.subject).toBe('Veuillez renvoyer votre pièce d’identité');
    expect(mail?.text).toContain('La photo est floue.');
    expectProblem(await reviewDocument(t.app, admin.cookie, id, { decision: 'approve' }), 409);
    expectProblem(
      await reviewDocument(t.app, admin.cookie, '00000000-0000-4000-8000-000000000000', {
        decision: 'approve',
      }),
      404,
    );
  });
});

describe('approving a cleaner needs a verified identity while the setting is on', () => {
  it('refuses (422, translated) until the identity document is approved, then approves and shows "verified"', async () => {
    const { cleaner, id } = await pendingIdentity();
    const admin = await adminSignedIn(t.app, t.db);
    await chooseLanguage(t.app, admin.cookie, 'fr-CA');
    const refused = expectProblem(await approveCleaner(admin.cookie, cleaner.profile.id), 422);
    expect(refused.code).toBe('identity_not_verified');
    expect(refused.detail).toContain('pièce d’identité');
    const [still] = await t.db.select().from(profiles).where(eq(profiles.userId, cleaner.userId));
    expect(still!.isApproved).toBe(false);

    await reviewDocument(t.app, admin.cookie, id, { decision: 'approve' });
    expect((await approveCleaner(admin.cookie, cleaner.profile.id)).statusCode).toBe(200);
    const name = cleaner.profile.fullName!;
    const [card] = await listed(admin.cookie, name);
    expect(card).toMatchObject({ userId: cleaner.userId, verified: true });
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/v1/providers/${cleaner.userId}`,
      headers: { cookie: admin.cookie },
    });
    expect(profile.json().verified).toBe(true);
  });

  it('approves without any document when the setting is off (audited), and cards say "not verified"', async () => {
    const admin = await adminSignedIn(t.app, t.db);
    const cleaner = await cleanerSignedIn(t.app, t.db, { approved: false, name: `Nora ${Date.now()}` });
    const off = await putSettings(admin.cookie, { requireIdentityVerification: false });
    expect(off.json().requireIdentityVerification).toBe(false);
    try {
      // Left out, the setting stays as it is.
      expect((await putSettings(admin.cookie, {})).json().requireIdentityVerification).toBe(false);
      expect((await approveCleaner(admin.cookie, cleaner.profile.id)).statusCode).toBe(200);
      const [card] = await listed(admin.cookie, cleaner.profile.fullName!);
      expect(card).toMatchObject({ userId: cleaner.userId, verified: false });
      const changes = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings_change'));
      expect(changes.at(-1)).toMatchObject({
        field: 'requireIdentityVerification',
        oldValue: 'true',
        newValue: 'false',
      });
    } finally {
      await putSettings(admin.cookie, { requireIdentityVerification: true });
    }
  });

  it('a cleaner with an approved identity is verified on the list as soon as it is approved', async () => {
    const admin = await adminSignedIn(t.app, t.db);
    const cleaner = await cleanerSignedIn(t.app, t.db, { name: `Iris ${Date.now()}` });
    const name = cleaner.profile.fullName!;
    expect((await listed(admin.cookie, name))[0].verified).toBe(false);
    await createApprovedIdentity(t.db, cleaner.userId);
    // The remembered list page is forgotten when a document changes (the trigger's notification).
    await expect.poll(async () => (await listed(admin.cookie, name))[0].verified).toBe(true);
  });
});
