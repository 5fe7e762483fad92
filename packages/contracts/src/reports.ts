import { REPORT_DECISIONS, REPORT_REASON_MAX_CHARS, REPORT_STATUSES } from '@limpa/domain';
import { z } from 'zod';

/** Reports of reviews and people (docs/api.md#reports, decision 072). */
export const reportStatusSchema = z.enum(REPORT_STATUSES);
export const REPORT_QUEUE_PAGE_SIZE = 50;

/** The field messages of a report (translated by the API, decision 027). */
export const REPORT_MESSAGES = {
  oneTarget: 'Report either a review or a person.',
  reasonRequired: 'Please tell us what is wrong.',
} as const;

/** POST /api/v1/reports: exactly one target, and why. */
export const createReportBody = z
  .strictObject({
    reviewId: z.uuid().optional(),
    userId: z.string().trim().min(1).max(100).optional(),
    reason: z.string().trim().min(1, REPORT_MESSAGES.reasonRequired).max(REPORT_REASON_MAX_CHARS),
  })
  .refine((b) => (b.reviewId === undefined) !== (b.userId === undefined), {
    message: REPORT_MESSAGES.oneTarget,
    path: ['reviewId'],
  });
export type CreateReportBody = z.infer<typeof createReportBody>;

export const reportCreatedResponse = z.object({ id: z.uuid(), status: reportStatusSchema });

/** GET /api/v1/admin/reports: one status at a time (open when absent), newest first. */
export const adminReportsQuery = z.strictObject({
  status: reportStatusSchema.default('open'),
  cursor: z.string().min(1).max(500).optional(),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuery>;

const reportPersonSchema = z.object({
  userId: z.string(),
  /** For the link to the admin user page; null once the account is gone. */
  profileId: z.uuid().nullable(),
  fullName: z.string().nullable(),
});

export const adminReportSchema = z.object({
  id: z.uuid(),
  status: reportStatusSchema,
  reason: z.string(),
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
  reporter: reportPersonSchema,
  /** A review's report: its text and stars, whom it is about, and whether it is hidden already. */
  review: z
    .object({
      id: z.uuid(),
      rating: z.number().int(),
      comment: z.string().nullable(),
      isHidden: z.boolean(),
      cleaner: reportPersonSchema,
    })
    .nullable(),
  /** A person's report: who. */
  person: reportPersonSchema.extend({ role: z.enum(['customer', 'cleaner', 'admin']).nullable() }).nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportPage = z.object({
  items: z.array(adminReportSchema),
  nextCursor: z.string().nullable(),
});
export type AdminReportPage = z.infer<typeof adminReportPage>;

/** PATCH /api/v1/admin/reports/:id: an open report dismissed, or action taken (a review's: it is hidden). */
export const adminDecideReportBody = z.strictObject({ status: z.enum(REPORT_DECISIONS) });
export type AdminDecideReportBody = z.infer<typeof adminDecideReportBody>;
