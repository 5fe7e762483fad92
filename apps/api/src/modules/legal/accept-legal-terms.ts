import type { LegalAcceptanceBody, LegalStatus } from '@limpa/contracts';
import { namesCurrentLegal } from '@limpa/domain';
import type { AppContext } from '../../lib/app-context';
import type { AuthContext } from '../../lib/auth-context';
import { termsVersionOutdated } from './legal.errors';
import { storeLegalAcceptance } from './legal.repository';

/**
 * The "I accept" of the Updated terms page: stores both versions with the database's time. Versions other than
 * those in force are refused (409): the person read an older text than the one they would be bound by.
 * Accepting again the same versions only moves the time, harmless, so a double press needs no lock.
 */
export async function acceptLegalTerms(
  ctx: Pick<AppContext, 'db' | 'legal'>,
  auth: AuthContext,
  body: LegalAcceptanceBody,
): Promise<LegalStatus> {
  if (!namesCurrentLegal(body, ctx.legal)) throw termsVersionOutdated();
  await storeLegalAcceptance(ctx.db, auth.userId, ctx.legal);
  return { termsVersion: ctx.legal.terms, privacyVersion: ctx.legal.privacy, accepted: true };
}
