import { auditLog, serviceStandards } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';
import { ADMIN, get, getOk, send, signedInAdmin } from './helpers';

const t = useTestApp();
const EDIT = `${ADMIN}/service-standards`;
const READ = '/api/v1/me/service-standards';
const texts = (over: Record<string, string> = {}) => ({ en: '', 'pt-PT': '', 'fr-CA': '', ...over });

describe('service standards', () => {
  it('admins write one text per language; each change is audited; cleaners read theirs, else English', async () => {
    const admin = await signedInAdmin(t.app, t.db);
    const lisbon = await signUp(t.app, { role: 'cleaner', locale: 'pt-PT' });
    const montreal = await signUp(t.app, { role: 'cleaner', locale: 'fr-CA' });

    // Nothing written yet: empty texts, and a cleaner reads an empty page rather than an error.
    expect(await getOk(t.app, admin.cookie, EDIT)).toEqual({ texts: texts(), updatedAt: null });
    expect(await getOk(t.app, lisbon.cookie, READ)).toEqual({ locale: 'pt-PT', body: '', updatedAt: null });

    const english = 'Arrive on time.\r\n\r\nBring your own <b>gloves</b> & cloths.  ';
    const saved = await send(t.app, 'PUT', admin.cookie, EDIT, {
      texts: texts({ en: english, 'pt-PT': 'Chegue a horas.\n\nTraga luvas.' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json();
    // Stored as plain text: line endings made one, surrounding space trimmed, markup kept as typed.
    expect(body.texts).toEqual(
      texts({
        en: 'Arrive on time.\n\nBring your own <b>gloves</b> & cloths.',
        'pt-PT': 'Chegue a horas.\n\nTraga luvas.',
      }),
    );
    expect(body.updatedAt).not.toBeNull();

    const pt = await getOk(t.app, lisbon.cookie, READ);
    expect(pt).toMatchObject({ locale: 'pt-PT', body: 'Chegue a horas.\n\nTraga luvas.' });
    // No French text yet: the Montreal cleaner reads the English one, and is told which it is.
    const fr = await getOk(t.app, montreal.cookie, READ);
    expect(fr).toMatchObject({ locale: 'en', body: body.texts.en });

    // Saving again with only French changed rewrites and audits French alone.
    const again = await send(t.app, 'PUT', admin.cookie, EDIT, {
      texts: { ...body.texts, 'fr-CA': 'Arrivez à l’heure.' },
    });
    expect(again.statusCode).toBe(200);
    expect((await getOk(t.app, montreal.cookie, READ)).body).toBe('Arrivez à l’heure.');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'service_standards_update'));
    expect(audit.map((a) => [a.field, a.actorId, a.oldValue]).sort()).toEqual([
      ['en', admin.userId, null],
      ['fr-CA', admin.userId, null],
      ['pt-PT', admin.userId, null],
    ]);
    const rows = await t.db.select().from(serviceStandards);
    expect(rows.every((r) => r.updatedBy === admin.userId)).toBe(true);
  });

  it('refuses a text that is too long, a language it does not know, or a missing one, changing nothing', async () => {
    const admin = await signedInAdmin(t.app, t.db);
    const before = await getOk(t.app, admin.cookie, EDIT);
    for (const payload of [
      { texts: texts({ en: 'x'.repeat(20_001) }) },
      { texts: { ...texts(), de: 'Pünktlich' } },
      { texts: { en: 'Only English' } },
      {},
    ]) {
      const res = await send(t.app, 'PUT', admin.cookie, EDIT, payload);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect(await getOk(t.app, admin.cookie, EDIT)).toEqual(before);
  });

  it('only admins edit, only cleaners read theirs', async () => {
    const customer = await signUp(t.app, { role: 'customer' });
    const cleaner = await signUp(t.app, { role: 'cleaner' });
    const admin = await signedInAdmin(t.app, t.db);
    for (const cookie of [customer.cookie, cleaner.cookie]) {
      expect((await get(t.app, cookie, EDIT)).statusCode).toBe(403);
      expect((await send(t.app, 'PUT', cookie, EDIT, { texts: texts({ en: 'Hijacked' }) })).statusCode).toBe(
        403,
      );
    }
    expect((await get(t.app, customer.cookie, READ)).statusCode).toBe(403);
    expect((await get(t.app, admin.cookie, READ)).statusCode).toBe(403);
    expect((await get(t.app, undefined, READ)).statusCode).toBe(401);
    expect((await getOk(t.app, admin.cookie, EDIT)).texts.en).not.toBe('Hijacked');
  });
});
