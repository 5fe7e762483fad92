import { profiles } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, expectProblem, me, signedInAs } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

/** The customer's tax number (NIF) on their profile (docs/product-rules.md#invoices, decision 075). */

const t = useTestApp();

const signedIn = (role: 'customer' | 'cleaner' | 'admin') => signedInAs(t.app, t.db, role);

const profileRow = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!;

const patch = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/v1/me/profile', headers: { cookie }, payload });

describe('PATCH /api/v1/me/profile taxId', () => {
  it('keeps the nine digits of a NIF written with spaces or "PT", answers it and reads it back', async () => {
    const { cookie, userId } = await signedIn('customer');

    const saved = await patch(cookie, { taxId: 'PT 123 456 789' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile.taxId).toBe('123456789');
    expect((await profileRow(userId)).taxId).toBe('123456789');
    expect((await me(t.app, cookie)).json().profile.taxId).toBe('123456789');
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie } });
    expect(session.json().profile.taxId).toBe('123456789');
  });

  it.each([null, ''])('clears it with %j', async (cleared) => {
    const { cookie, userId } = await signedIn('customer');
    expect((await patch(cookie, { taxId: '999999990' })).statusCode).toBe(200);

    const res = await patch(cookie, { taxId: cleared });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile.taxId).toBeNull();
    expect((await profileRow(userId)).taxId).toBeNull();
  });

  it.each(['123456780', '12345678', '12345678a', 'ES123456789', '123-456-789'])(
    'refuses %j with 422 on taxId and saves nothing of the request',
    async (taxId) => {
      const { cookie, userId } = await signedIn('customer');
      const before = await profileRow(userId);

      const body = expectProblem(await patch(cookie, { fullName: 'Changed Name', taxId }), 422);
      expect(body).toMatchObject({ code: 'invalid_tax_id', title: 'Invalid Tax Number' });
      expect(body.detail).toMatch(/9 digits/);
      expect(body.errors).toEqual([
        { path: 'body.taxId', message: 'Enter a valid Portuguese tax number (NIF): 9 digits' },
      ]);
      expect(await profileRow(userId)).toEqual(before);
    },
  );

  it.each([
    ['pt-PT', 'NIF inválido', 'Introduza um NIF português válido: 9 dígitos'],
    ['fr-CA', 'Numéro fiscal invalide', 'Entrez un numéro fiscal portugais (NIF) valide : 9 chiffres'],
  ] as const)('says the refusal in %s', async (language, title, message) => {
    const { cookie } = await signedIn('customer');
    await chooseLanguage(t.app, cookie, language);
    const body = expectProblem(await patch(cookie, { taxId: '111111111' }), 422, title);
    expect(body.errors).toEqual([{ path: 'body.taxId', message }]);
  });

  it('refuses a text longer than any written NIF with 400', async () => {
    const { cookie } = await signedIn('customer');
    expectProblem(await patch(cookie, { taxId: '1'.repeat(21) }), 400, 'Validation Error');
  });

  it.each(['cleaner', 'admin'] as const)(
    'refuses it from a %s with 400, as other roles’ fields are',
    async (role) => {
      const { cookie, userId } = await signedIn(role);
      const before = await profileRow(userId);

      const body = expectProblem(await patch(cookie, { fullName: 'Changed Name', taxId: '123456789' }), 400);
      expect(body.errors).toEqual([{ path: 'body.taxId', message: 'Only customers can set this field' }]);
      expect(await profileRow(userId)).toEqual(before);
      expect((await me(t.app, cookie)).json().profile.taxId).toBeNull();
    },
  );

  it("is in the customer's data export", async () => {
    const { cookie } = await signedIn('customer');
    expect((await patch(cookie, { taxId: '500000000' })).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/me/export', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile.taxId).toBe('500000000');
  });
});
