/** The production refusals that need more than the environment (decision 010), and the test-payments banner. */
import { type Database, users } from '@limpa/db';
import { ilike, sql } from 'drizzle-orm';
import { type Config, ConfigError } from './config';

/** Every demo account (packages/db seed.ts) has an address in this domain; no real person can. */
const DEMO_EMAILS = '%@limpa.test';

/**
 * A production database holding the demo accounts was seeded for development (or copied from it): their
 * passwords are published. Refused before listening unless ALLOW_DEMO_DATA=true says it is on purpose.
 */
export async function refuseDemoDataInProduction(
  db: Database,
  config: Pick<Config, 'env' | 'allowDemoData'>,
): Promise<void> {
  if (config.env !== 'production' || config.allowDemoData) return;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(ilike(users.email, DEMO_EMAILS));
  const count = row?.n ?? 0;
  if (count > 0) {
    throw new ConfigError([
      `ALLOW_DEMO_DATA: the database holds ${count} demo account(s) (@limpa.test), whose passwords are published; use a production database, or set ALLOW_DEMO_DATA=true if this is on purpose`,
    ]);
  }
}

/** Printed at every production start on the local test processor (ALLOW_TEST_PAYMENTS=true). */
export function testPaymentsBanner(config: Pick<Config, 'env' | 'payments'>): string | null {
  if (config.env !== 'production' || config.payments === 'stripe') return null;
  const rule = '!'.repeat(72);
  return [
    rule,
    '!! TEST PAYMENTS: PAYMENTS=local with ALLOW_TEST_PAYMENTS=true in production.',
    '!! No card is charged and no cleaner is paid; every payment here is pretend.',
    rule,
  ].join('\n');
}
