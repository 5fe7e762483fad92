import type { LegalStatus } from '@limpa/contracts';
import { type AcceptedLegalVersions, hasAcceptedCurrentLegal, type LegalVersions } from '@limpa/domain';

/** What the session tells the web: the versions in force and whether this person accepted them. */
export const legalStatusOf = (profile: AcceptedLegalVersions, legal: LegalVersions): LegalStatus => ({
  termsVersion: legal.terms,
  privacyVersion: legal.privacy,
  accepted: hasAcceptedCurrentLegal(profile, legal),
});
