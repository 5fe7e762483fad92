/**
 * Reports of reviews and people (docs/product-rules.md#reports, decision 072): where a report stands and how long
 * its reason may be. The database's checks and the API's schemas are built from these.
 */
export const REPORT_STATUSES = ['open', 'action_taken', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What an admin may turn an open report into. */
export const REPORT_DECISIONS = ['action_taken', 'dismissed'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/** Enough to say what was wrong; a report is a flag for the team, not a conversation (that is the help desk). */
export const REPORT_REASON_MAX_CHARS = 500;
