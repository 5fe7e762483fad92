import type { DbOrTx } from '@limpa/db';
import { mayApproveCleaner } from '@limpa/domain';
import { getSettings } from '../settings/get-settings';
import { identityNotVerified } from './cleaner-documents.errors';
import { hasApprovedIdentity } from './cleaner-documents.repository';

/**
 * Refuses (422 identity_not_verified) to approve a cleaner whose identity document is not approved while
 * "Require identity verification" is on (decision 071). Called in the approval's transaction, under the
 * cleaner's profile row lock.
 */
export async function assertMayApproveCleaner(tx: DbOrTx, cleanerUserId: string): Promise<void> {
  const { requireIdentityVerification } = await getSettings(tx);
  if (!requireIdentityVerification) return;
  if (!mayApproveCleaner(true, await hasApprovedIdentity(tx, cleanerUserId))) throw identityNotVerified();
}
