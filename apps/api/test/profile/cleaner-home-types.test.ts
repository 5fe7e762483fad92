// The home types a cleaner takes, set from the profile form: at least one, refused with a sentence in the
// caller's language when none is left.
import { profiles } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem, me, signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const patch = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/v1/me/profile', headers: { cookie }, payload });

async function cleaner() {
  const { cookie } = await signUp(t.app, { role: 'cleaner', name: 'Helena Homes' });
  return { cookie, userId: (await me(t.app, cookie)).json().user.id as string };
}

const homeTypesOf = async (userId: string) =>
  (await t.db.select({ homeTypes: profiles.homeTypes }).from(profiles).where(eq(profiles.userId, userId)))[0]!
    .homeTypes;

describe('PATCH /api/v1/me/profile homeTypes', () => {
  it('starts with every home type and keeps the ones chosen, in T0–T4 order', async () => {
    const { cookie, userId } = await cleaner();
    expect((await me(t.app, cookie)).json().profile.homeTypes).toEqual(['T0', 'T1', 'T2', 'T3', 'T4']);
    const res = await patch(cookie, { homeTypes: ['T4', 'T0'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile.homeTypes).toEqual(['T0', 'T4']);
    expect(await homeTypesOf(userId)).toEqual(['T0', 'T4']);
  });

  it.each([
    ['en', 'Choose at least one home type you take.'],
    ['pt-PT', 'Escolha pelo menos um tipo de casa que aceita.'],
    ['fr-CA', 'Choisissez au moins un type de logement que vous acceptez.'],
  ] as const)(
    'refuses an empty list in %s, saying why, and keeps the ones stored',
    async (language, message) => {
      const { cookie, userId } = await cleaner();
      // Errors speak the profile's language (docs/product-rules.md#languages).
      await t.db.update(profiles).set({ locale: language }).where(eq(profiles.userId, userId));
      await patch(cookie, { homeTypes: ['T1', 'T2'] });
      const body = expectProblem(await patch(cookie, { homeTypes: [] }), 400);
      expect(body.errors).toEqual([expect.objectContaining({ path: 'body.homeTypes', message })]);
      expect(await homeTypesOf(userId)).toEqual(['T1', 'T2']);
    },
  );
});
