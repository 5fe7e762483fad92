import { randomBytes } from 'node:crypto';
import {
  CURRENCIES,
  currencyForCountry,
  HOUSE_CLEANING_SERVICE,
  houseCleaningPrices,
  scaleServicePrices,
} from '@limpa/domain';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ADD_ONS, SERVICES } from './catalogue';
import type { Database, Tx } from './client';
import { seedDemoCity } from './demo-bookings';
import { DEMO_ACCOUNTS, DEMO_ADMIN_EMAIL, DEMO_HOMES, DEMO_PASSWORD, type DemoCity } from './demo-people';
import { createApprovedIdentity } from './document-factories';
import { FAQ } from './faq';
import { accounts, addOns, faqItems, profiles, servicePrices, services, users } from './schema';
import { createCleaner, createCustomer } from './user-factories';
import { createUserWithProfile } from './users';

export { DEMO_ACCOUNTS, DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from './demo-people';

/**
 * Services, add-ons and FAQ: inserted when missing, never overwriting what an admin changed. The translations
 * are refreshed every start (no screen edits them), so an existing installation gets new languages too.
 */
export async function seedCatalogue(db: Database): Promise<void> {
  const refreshTranslations = { translations: sql`excluded.translations` };
  await db.transaction(async (tx) => {
    await tx
      .insert(services)
      .values([...SERVICES])
      .onConflictDoUpdate({ target: services.name, set: refreshTranslations });
    await tx
      .insert(addOns)
      .values([...ADD_ONS])
      .onConflictDoUpdate({ target: addOns.name, set: refreshTranslations });
    await tx
      .insert(faqItems)
      .values(FAQ.map((f, i) => ({ ...f, sortOrder: i })))
      // No screen edits the FAQ: its answers follow the product's prices at every start, like the translations.
      .onConflictDoUpdate({
        target: faqItems.question,
        set: { ...refreshTranslations, answer: sql`excluded.answer` },
      });
    await seedServicePrices(tx);
  });
}

/**
 * The standard service is the default when no service is named, unless one is already; every service without
 * its price cells gets them (decision 062): House Cleaning the price table's one-time column, any other its
 * catalogue price and duration as the studio's, scaled by the domain's rule, the same numbers in EUR and CAD.
 * Cells that exist (an admin may have changed them) are left alone, so this is the backfill too.
 */
async function seedServicePrices(tx: Tx) {
  await tx
    .update(services)
    .set({ isDefault: true })
    .where(
      and(
        eq(services.name, HOUSE_CLEANING_SERVICE),
        sql`not exists (select 1 from ${services} where ${services.isDefault})`,
      ),
    );
  const rows = await tx
    .select({
      id: services.id,
      name: services.name,
      basePriceCents: services.basePriceCents,
      durationHours: services.durationHours,
    })
    .from(services);
  const cells = rows.flatMap((service) => {
    const scaled =
      service.name === HOUSE_CLEANING_SERVICE
        ? houseCleaningPrices()
        : scaleServicePrices(service.basePriceCents, service.durationHours);
    return CURRENCIES.flatMap((currency) =>
      scaled.map((cell) => ({ ...cell, currency, serviceId: service.id })),
    );
  });
  if (cells.length > 0) await tx.insert(servicePrices).values(cells).onConflictDoNothing();
}

/** Demo data only on an empty database (no profiles yet), so a real installation is never touched. */
export async function seedDemoIfEmpty(db: Database, now = new Date()): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(profiles);
  if (count > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
    const customers = new Map<DemoCity, Awaited<ReturnType<typeof createCustomer>>>();
    const cleaners = new Map<DemoCity, Awaited<ReturnType<typeof createCleaner>>>();
    for (const account of DEMO_ACCOUNTS) {
      if (account.role === 'admin') {
        // A random password nobody knows; resetDemoAdminPassword() gives it a fresh one at each start.
        await createUserWithProfile(tx, { ...account, password: randomBytes(24).toString('base64url') });
        continue;
      }
      const home = DEMO_HOMES[account.city];
      const place = {
        country: home.country,
        currency: currencyForCountry(home.country),
        city: account.city,
        provinceOrDistrict: home.region,
      };
      if (account.role === 'customer') {
        customers.set(account.city, await createCustomer(tx, { ...account, passwordHash, profile: place }));
      } else {
        cleaners.set(
          account.city,
          await createCleaner(tx, {
            ...account,
            passwordHash,
            country: home.country,
            profile: { ...place, postalCode: home.postalCode },
          }),
        );
      }
    }
    for (const [order, [city, cleaner]] of [...cleaners].entries()) {
      await seedDemoCity(tx, city, { customer: customers.get(city)!, cleaner, order }, now);
    }
    // The demo cleaners are approved, so they show as verified too (decision 071): an approved identity
    // document each. There is no file behind it (the seed writes no storage): opening it answers Not Found.
    for (const cleaner of cleaners.values()) await createApprovedIdentity(tx, cleaner.user.id, now);
  });
  return true;
}

/**
 * Gives the demo admin a new random password and returns it (to print at start), or null when there is no demo
 * admin. A published admin password would be an open door wherever demo data reached
 * (docs/product-rules.md#production-safety).
 */
export async function resetDemoAdminPassword(db: Database): Promise<string | null> {
  const password = randomBytes(9).toString('base64url');
  const hash = await hashPassword(password);
  const updated = await db
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(
      and(
        eq(accounts.providerId, 'credential'),
        eq(
          accounts.userId,
          sql`(select ${users.id} from ${users} where ${users.email} = ${DEMO_ADMIN_EMAIL})`,
        ),
        sql`exists (select 1 from ${profiles} where ${profiles.userId} = ${accounts.userId} and ${profiles.role} = 'admin')`,
      ),
    )
    .returning({ id: accounts.id });
  return updated.length > 0 ? password : null;
}
