import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { ADD_ONS, FAQ, SERVICES } from './catalogue';
import type { Database } from './client';
import { recordDemoCharge, seedDemoUpcomingBookings } from './demo-bookings';
import { addCompletedBookingWithReview, createCleaner, createCustomer } from './factories';
import { addOns, faqItems, profiles, services } from './schema';
import { createUserWithProfile } from './users';

/** Services, add-ons and FAQ: inserted when missing, never overwriting what an admin changed. */
export async function seedCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(services)
      .values([...SERVICES])
      .onConflictDoNothing({ target: services.name });
    await tx
      .insert(addOns)
      .values([...ADD_ONS])
      .onConflictDoNothing({ target: addOns.name });
    await tx
      .insert(faqItems)
      .values(FAQ.map((f, i) => ({ ...f, sortOrder: i })))
      .onConflictDoNothing({ target: faqItems.question });
  });
}

export const DEMO_PASSWORD = 'limpa-demo-2026';
export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@limpa.test', name: 'Alex Admin' },
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
        await createUserWithProfile(tx, { ...account, passwordHash });
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
        await recordDemoCharge(tx, booking, null);
      }
    }
    await seedDemoUpcomingBookings(tx, { pt: customers[0]!, ca: customers[1]! }, cleaners);
  });
  return true;
}
