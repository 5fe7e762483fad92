import type { AdminStats } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { readCounts, readRevenue } from './stats.repository';

/**
 * The admin dashboard's figures, all live: users, active (approved and onboarded) cleaners, bookings by
 * status, platform revenue per currency, active sessions (used in the last 15 minutes, unexpired), reviews
 * this week (visible and created in the last 7 days) and failed payments.
 */
export async function getStats(db: Database): Promise<AdminStats> {
  const [counts, revenue] = await Promise.all([readCounts(db), readRevenue(db)]);
  return { ...counts, revenue };
}
