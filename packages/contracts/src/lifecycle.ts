import { isValidDate } from '@limpa/domain';
import { z } from 'zod';
import { dateSchema } from './bookings';

/** At most this many time-off ranges per cleaner (a guard against absurd bodies; a year has far fewer). */
export const TIME_OFF_MAX_RANGES = 50;

export const TIME_OFF_MESSAGES = Object.freeze({
  invalidDate: 'Please choose a valid date.',
  endBeforeStart: 'The end date must be on or after the start date.',
  tooMany: `You can add up to ${TIME_OFF_MAX_RANGES} time-off periods.`,
});

const calendarDate = dateSchema.refine(isValidDate, TIME_OFF_MESSAGES.invalidDate);

export const timeOffRangeSchema = z
  .strictObject({
    startDate: calendarDate,
    endDate: calendarDate,
    reason: z.string().trim().max(200).optional(),
  })
  .refine((r) => r.endDate >= r.startDate, { message: TIME_OFF_MESSAGES.endBeforeStart, path: ['endDate'] });

/** PUT /me/time-off replaces every range; GET returns them by start date. */
export const timeOffBody = z.array(timeOffRangeSchema).max(TIME_OFF_MAX_RANGES, TIME_OFF_MESSAGES.tooMany);
export const timeOffResponse = z.array(
  z.object({ startDate: z.string(), endDate: z.string(), reason: z.string().nullable() }),
);
export type TimeOffRange = z.infer<typeof timeOffResponse>[number];

export const acceptingJobsBody = z.strictObject({ accepting: z.boolean() });
export const acceptingJobsResponse = z.object({ accepting: z.boolean() });
