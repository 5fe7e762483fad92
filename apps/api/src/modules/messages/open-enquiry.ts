import type { OpenEnquiryResponse } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import { notFound } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { isActiveCleaner, upsertEnquiry } from './enquiries.repository';

/**
 * A customer opens their pre-booking conversation with a cleaner (decision 056): the pair's one conversation,
 * however many times or at once it is asked for, opened again if it had closed. Only cleaners customers can
 * find (approved, onboarded, not suspended) can be written to; any other id is a 404, as a missing one is.
 */
export async function openEnquiry(
  db: Database,
  customer: AuthContext,
  cleanerId: string,
): Promise<OpenEnquiryResponse> {
  if (cleanerId === customer.userId || !(await isActiveCleaner(db, cleanerId))) {
    throw notFound('Cleaner not found.', 'Not Found');
  }
  return { id: await upsertEnquiry(db, customer.userId, cleanerId) };
}
