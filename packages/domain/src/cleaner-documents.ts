/**
 * Vetted cleaners (docs/product-rules.md#vetted-cleaners, decision 071): the documents a cleaner sends, where each
 * stands, and how long an admin's link to one stays valid. The database's checks and the API's schemas are built
 * from these lists.
 */
export const CLEANER_DOCUMENT_KINDS = ['identity', 'insurance'] as const;
export type CleanerDocumentKind = (typeof CLEANER_DOCUMENT_KINDS)[number];

export const CLEANER_DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CleanerDocumentStatus = (typeof CLEANER_DOCUMENT_STATUSES)[number];

/** A scan or a phone photo of a document fits easily; a larger file is refused before it is stored. */
export const CLEANER_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** An image is kept at most this many pixels on its longer side: still legible, never a camera original. */
export const CLEANER_DOCUMENT_MAX_PX = 2400;
/** What "ask again" says to the cleaner: a sentence or two. */
export const CLEANER_DOCUMENT_REASON_MAX_CHARS = 500;
/** The shown file name, as the cleaner's device named it (never used as a storage key). */
export const CLEANER_DOCUMENT_NAME_MAX_CHARS = 200;
/** An admin's link to a file is valid this long: enough to open it, too short to pass around. */
export const CLEANER_DOCUMENT_LINK_TTL_MS = 5 * 60_000;
/** Documents are kept this long after the cleaner's account ends (then they may be purged). */
export const CLEANER_DOCUMENT_RETENTION_DAYS = 90;

/**
 * Whether an admin may approve a cleaner: with "Require identity verification" on, only once their identity
 * document is approved; with it off, always.
 */
export function mayApproveCleaner(requireIdentityVerification: boolean, identityApproved: boolean): boolean {
  return !requireIdentityVerification || identityApproved;
}

/** Only a document waiting for review is decided; a decided one is stale for a second decision. */
export function isDecidable(status: CleanerDocumentStatus): boolean {
  return status === 'pending';
}

/** A new upload replaces a pending or rejected document of its kind; an approved one stays as it is. */
export function isReplaceable(status: CleanerDocumentStatus): boolean {
  return status !== 'approved';
}
