import type { AvailabilityResponse } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import type { AvailabilitySlot } from '@limpa/domain';
import { notFound } from '../../lib/app-error';
import { findWeeklyAvailability } from '../../lib/weekly-availability';
import { lockProfileByUserId } from '../profile/profile.repository';
import { replaceAvailabilityRows } from './availability.repository';

export function getOwnAvailability(db: Database, userId: string): Promise<AvailabilityResponse> {
  return findWeeklyAvailability(db, userId);
}

/**
 * Replaces the whole week in one transaction. The list was checked as a whole by the body schema
 * (`validateAvailability`); the lock on the cleaner's profile row makes concurrent replacements run one
 * after the other, so the rows are always exactly one of the submitted lists. [] means the default week.
 */
export function replaceOwnAvailability(
  db: Database,
  userId: string,
  rows: readonly AvailabilitySlot[],
): Promise<AvailabilityResponse> {
  return db.transaction(async (tx) => {
    if (!(await lockProfileByUserId(tx, userId))) throw notFound('Profile not found.');
    await replaceAvailabilityRows(tx, userId, rows);
    return findWeeklyAvailability(tx, userId);
  });
}
