import {
  acceptingJobsBody,
  acceptingJobsResponse,
  problemSchema,
  timeOffBody,
  timeOffResponse,
} from '@limpa/contracts';
import { timeZoneFor } from '@limpa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listTimeOff, replaceTimeOffRows, setAcceptingJobs } from './time-off.repository';

/** The cleaner's time zone: where their days off are days (onboarding stores country and province/district). */
function cleanerTimeZone(profile: { country: string | null; provinceOrDistrict: string | null }): string {
  return timeZoneFor({
    country: profile.country ?? 'PT',
    province: profile.provinceOrDistrict,
    district: profile.provinceOrDistrict,
  });
}

/** Time off (date ranges) and the "Available for new jobs" switch (docs/api.md#cleaner). */
export async function timeOffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.get(
    '/api/v1/me/time-off',
    {
      config: { access: ['cleaner'] },
      schema: { tags: ['cleaner'], response: { 200: timeOffResponse } },
    },
    async (request) => listTimeOff(db, request.auth.userId),
  );

  r.put(
    '/api/v1/me/time-off',
    {
      config: { access: ['cleaner'] },
      schema: {
        tags: ['cleaner'],
        description:
          'Replaces every range in one transaction. Dates are inclusive days in the cleaner’s time zone; endDate before startDate → 400.',
        body: timeOffBody,
        response: { 200: timeOffResponse, 400: problemSchema },
      },
    },
    async (request) => {
      const timeZone = cleanerTimeZone(request.auth.profile);
      await db.transaction((tx) => replaceTimeOffRows(tx, request.auth.userId, timeZone, request.body));
      return listTimeOff(db, request.auth.userId);
    },
  );

  r.put(
    '/api/v1/me/accepting-jobs',
    {
      config: { access: ['cleaner'] },
      schema: { tags: ['cleaner'], body: acceptingJobsBody, response: { 200: acceptingJobsResponse } },
    },
    async (request) => {
      await setAcceptingJobs(db, request.auth.userId, request.body.accepting);
      return { accepting: request.body.accepting };
    },
  );
}
