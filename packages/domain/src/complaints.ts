/**
 * Complaints after a cleaning (docs/product-rules.md#complaints, decision 070): how long the customer has to say
 * "Not satisfied", how long the texts may be, and what an admin may decide. The database's checks and the API's
 * schemas are built from these lists.
 */

const HOUR_MS = 60 * 60 * 1000;

/** The customer may complain until this many hours after the cleaner completed the job (inclusive). */
export const COMPLAINT_WINDOW_HOURS = 48;
/** A complaint's reason and the cleaner's answer: enough to tell what went wrong, bounded like messages. */
export const COMPLAINT_TEXT_MAX_CHARS = 2000;
/** Photos a complaint may carry: a few more than a help request, since each room may need one. */
export const COMPLAINT_PHOTOS_MAX = 5;

export const COMPLAINT_STATUSES = ['open', 'decided'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_DECISIONS = ['reclean', 'refund', 'none'] as const;
export type ComplaintDecision = (typeof COMPLAINT_DECISIONS)[number];

/** The last instant a complaint about a booking completed at `completedAt` is accepted. */
export function complaintDeadline(completedAt: Date): Date {
  return new Date(completedAt.getTime() + COMPLAINT_WINDOW_HOURS * HOUR_MS);
}

/** Whether the customer may still complain: a completed booking, up to and including the deadline. */
export function canComplainAt(input: { status: string; completedAt: Date | null; now: Date }): boolean {
  if (input.status !== 'completed' || !input.completedAt) return false;
  return input.now.getTime() <= complaintDeadline(input.completedAt).getTime();
}
