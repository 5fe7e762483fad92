import { availabilityPutBody, availabilityResponse, problemSchema } from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getOwnAvailability, replaceOwnAvailability } from './availability.service';
import { onboardingSchemaErrorFormatter } from './cleaner.errors';

/** The cleaner's weekly availability (docs/api.md#cleaner). */
export async function availabilityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.get(
    '/api/v1/me/availability',
    {
      config: { access: ['cleaner'] },
      schema: {
        tags: ['cleaner'],
        description: "Ordered by weekday (0 Sunday) then start time, 'HH:mm'. [] means the default week.",
        response: { 200: availabilityResponse },
      },
    },
    async (request) => getOwnAvailability(db, request.auth.userId),
  );

  r.put(
    '/api/v1/me/availability',
    {
      config: { access: ['cleaner'] },
      schemaErrorFormatter: onboardingSchemaErrorFormatter,
      schema: {
        tags: ['cleaner'],
        description:
          'Replaces every row in one transaction after checking the whole list (weekday 0..6, end after start, no overlap within a weekday → else 400 with `errors`). [] is allowed: the default week (Mon–Fri 09:00–17:00) applies.',
        body: availabilityPutBody,
        response: { 200: availabilityResponse, 400: problemSchema },
      },
    },
    async (request) => replaceOwnAvailability(db, request.auth.userId, request.body),
  );
}
