import { profiles, users } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { me, signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

/**
 * The profile answers the currency prices are shown in before an address says otherwise: its country's,
 * else its language's (docs/product-rules.md#money); a cleaner's stored one stays.
 */
const t = useTestApp();

/** Signs up; the id is read from the database, so that the first GET /me comes after any change a test makes. */
async function signedUp(role: 'customer' | 'cleaner', locale: string) {
  const { cookie, email } = await signUp(t.app, { role, locale });
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { cookie, userId: user!.id };
}
const currencyOf = async (cookie: string) => (await me(t.app, cookie)).json().profile.currency;

describe("the profile's currency", () => {
  it('is CAD for a Canadian French speaker and EUR for a Portuguese speaker, with no address', async () => {
    expect(await currencyOf((await signedUp('customer', 'fr-CA')).cookie)).toBe('CAD');
    expect(await currencyOf((await signedUp('customer', 'pt-PT')).cookie)).toBe('EUR');
  });

  it("follows the profile's country before its language", async () => {
    const { cookie, userId } = await signedUp('customer', 'fr-CA');
    await t.db.update(profiles).set({ country: 'PT' }).where(eq(profiles.userId, userId));
    expect(await currencyOf(cookie)).toBe('EUR');
  });

  it("keeps a cleaner's stored currency, and invents none before onboarding sets it", async () => {
    const stored = await signedUp('cleaner', 'pt-PT');
    await t.db.update(profiles).set({ currency: 'CAD' }).where(eq(profiles.userId, stored.userId));
    expect(await currencyOf(stored.cookie)).toBe('CAD');
    expect(await currencyOf((await signedUp('cleaner', 'fr-CA')).cookie)).toBeNull();
  });
});
