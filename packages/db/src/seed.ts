import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ADD_ONS, SERVICES } from './catalogue';
import { recordSucceededCharge } from './charge-factories';
import type { Database } from './client';
import { seedDemoUpcomingBookings } from './demo-bookings';
import { addCompletedBookingWithReview, createCleaner, createCustomer } from './factories';
import { FAQ } from './faq';
import { accounts, addOns, faqItems, profiles, services, users } from './schema';
import { createUserWithProfile } from './users';

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
      .onConflictDoUpdate({ target: faqItems.question, set: refreshTranslations });
  });
}

/** The demo customers' and cleaners' password. The demo admin never has a published one (see below). */
export const DEMO_PASSWORD = 'limpa-demo-2026';
export const DEMO_ADMIN_EMAIL = 'admin@limpa.test';
export const DEMO_ACCOUNTS = [
  { role: 'admin', email: DEMO_ADMIN_EMAIL, name: 'Alex Admin' },
  { role: 'customer', email: 'customer@limpa.test', name: 'Carla Customer' },
  { role: 'customer', email: 'customer.toronto@limpa.test', name: 'Chris Customer' },
  { role: 'cleaner', email: 'ana@limpa.test', name: 'Ana Silva', city: 'Lisboa' },
  { role: 'cleaner', email: 'joao@limpa.test', name: 'João Costa', city: 'Porto' },
  { role: 'cleaner', email: 'emily@limpa.test', name: 'Emily Tremblay', city: 'Toronto' },
] as const;

/** Demo data only on an empty database (no profiles yet), so a real installation is never touched. */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(profiles);
  if (count > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
    const customers = [];
    const cleaners = [];
    for (const account of DEMO_ACCOUNTS) {
      if (account.role === 'admin') {
        // A random password nobody knows; resetDemoAdminPassword() gives it a fresh one at each start.
        await createUserWithProfile(tx, { ...account, password: randomBytes(24).toString('base64url') });
      } else if (account.role === 'customer') {
        customers.push(await createCustomer(tx, { ...account, passwordHash }));
      } else {
        const country = account.city === 'Toronto' ? 'CA' : 'PT';
        cleaners.push(await createCleaner(tx, { ...account, passwordHash, city: account.city, country }));
      }
    }
    const comments = [
      'Spotless kitchen and very friendly.',
      'On time and thorough. Will book again.',
      'Great attention to detail in the bathroom.',
    ];
    for (const [i, cleaner] of cleaners.entries()) {
      for (const [j, comment] of comments.entries()) {
        const { booking } = await addCompletedBookingWithReview(tx, {
          customerId: customers[j % customers.length]!.user.id,
          cleaner,
          daysAgo: 7 * (j + 1) + i,
          rating: j === 2 ? 4 : 5,
          comment,
        });
        await recordSucceededCharge(tx, booking);
      }
    }
    await seedDemoUpcomingBookings(tx, { pt: customers[0]!, ca: customers[1]! }, cleaners);
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
