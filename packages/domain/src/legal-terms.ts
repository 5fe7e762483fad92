/**
 * The terms of service and the privacy policy a person accepts (decision 068, docs/product-rules.md#terms-and-privacy).
 * Each document has one version for all its languages: publishing a new text means a new version here, and
 * everyone who accepted an older one is asked to accept again before they change anything.
 */
export const TERMS_VERSION = '2026-11-28';
export const PRIVACY_VERSION = '2026-11-28';

export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/** The versions in force: the constants above, or another pair a test injects. */
export interface LegalVersions {
  terms: string;
  privacy: string;
}

export const CURRENT_LEGAL_VERSIONS: LegalVersions = Object.freeze({
  terms: TERMS_VERSION,
  privacy: PRIVACY_VERSION,
});

/** What a person accepted last (null: never, e.g. an account a Google sign-in made from the Sign In tab). */
export interface AcceptedLegalVersions {
  termsVersion: string | null;
  privacyVersion: string | null;
}

/** Whether the person accepted both documents as they are now: an older version counts as not accepted. */
export function hasAcceptedCurrentLegal(accepted: AcceptedLegalVersions, current: LegalVersions): boolean {
  return accepted.termsVersion === current.terms && accepted.privacyVersion === current.privacy;
}

/** Whether an acceptance names exactly the versions in force (a page opened before a new version is stale). */
export function namesCurrentLegal(
  named: { termsVersion: string; privacyVersion: string },
  current: LegalVersions,
): boolean {
  return named.termsVersion === current.terms && named.privacyVersion === current.privacy;
}
