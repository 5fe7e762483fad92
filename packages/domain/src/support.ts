/**
 * The help desk (docs/product-rules.md#help-desk): what a support case is about, where it stands, and how long
 * its messages may be. The database's checks and the API's schemas are built from these lists.
 */
export const SUPPORT_TOPICS = ['booking', 'payment', 'account', 'safety', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_CASE_STATUSES = ['open', 'closed'] as const;
export type SupportCaseStatus = (typeof SUPPORT_CASE_STATUSES)[number];

/** A support message: long enough to tell what happened, bounded like every other text people send. */
export const SUPPORT_MESSAGE_MAX_CHARS = 4000;

/** Photos a request may carry (decision 067): enough to show a stain or a damage, not an album. */
export const SUPPORT_PHOTOS_MAX = 3;
/** A photo is stored at most this many pixels on its longer side, re-encoded as JPEG without metadata. */
export const SUPPORT_PHOTO_MAX_PX = 1600;
