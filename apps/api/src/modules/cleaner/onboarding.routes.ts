import {
  connectPayoutResponse,
  meResponse,
  onboardingStep1Body,
  onboardingStep2Body,
  onboardingStep3Body,
  payoutAccountResponse,
  problemSchema,
} from '@limpa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { toMeUser, toProfile } from '../me/me.mapper';
import type { ProfileRow } from '../profile/profile.repository';
import { onboardingSchemaErrorFormatter } from './cleaner.errors';
import {
  completeOnboarding,
  saveOnboardingStep1,
  saveOnboardingStep2,
  saveOnboardingStep3,
} from './onboarding.service';
import { connectPayoutAccount, readPayoutAccount } from './payout-account';

const meShape = (request: FastifyRequest, row: ProfileRow) => ({
  user: toMeUser(request.auth),
  profile: toProfile(row),
});

/**
 * The provider onboarding wizard (docs/product-rules.md#cleaners, docs/api.md#cleaner). Each answer is the
 * GET /me shape.
 */
export async function onboardingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const config = { access: ['cleaner'] as const };
  const tags = ['cleaner'];

  /** One onboarding step: saves the body and answers with the GET /me shape. */
  function putStep<Body extends z.ZodType>(
    step: 1 | 2 | 3,
    description: string,
    body: Body,
    save: (userId: string, body: z.infer<Body>) => Promise<ProfileRow>,
    refusals: Record<number, typeof problemSchema> = {},
  ) {
    r.put(
      `/api/v1/me/onboarding/steps/${step}`,
      {
        config,
        schemaErrorFormatter: onboardingSchemaErrorFormatter,
        schema: { tags, description, body, response: { 200: meResponse, 400: problemSchema, ...refusals } },
      },
      async (request) => meShape(request, await save(request.auth.userId, request.body as z.infer<Body>)),
    );
  }

  putStep(
    1,
    'Basic Profile Info. Required: firstName, lastName, phone, country, addressLine1, city, transportType. Currency follows the country (CA → CAD, PT → EUR). Canada: province code or name (stored as the code), postal code A1A 1A1 (upper-cased). Portugal: postal code NNNN-NNN, district free text. The base point is geocoded from postal code (Canada) or city and district (Portugal); it is never returned.',
    onboardingStep1Body,
    (userId, body) => saveOnboardingStep1(app.ctx, userId, body),
  );
  putStep(
    2,
    'Hours & Hourly Rate: hourlyRate a whole number 20–25; availability (at least one slot) replaces every weekly row.',
    onboardingStep2Body,
    (userId, body) => saveOnboardingStep2(db, userId, body),
  );
  putStep(
    3,
    'Payment Information: `{}`, accepted once POST /api/v1/me/payout/connect has connected payouts (else 422).',
    onboardingStep3Body,
    (userId) => saveOnboardingStep3(db, userId, app.ctx.payments.kind),
    { 409: problemSchema, 422: problemSchema },
  );

  r.put(
    '/api/v1/me/onboarding/steps/:step',
    {
      config,
      schema: {
        tags,
        description: 'Steps are 1, 2 and 3; any other step is a 404.',
        params: z.object({ step: z.string() }),
        response: { 404: problemSchema },
      },
    },
    async () => {
      throw notFound('Onboarding has steps 1 to 3.', 'Not Found');
    },
  );

  r.post(
    '/api/v1/me/onboarding/complete',
    {
      config,
      schema: {
        tags,
        description:
          'Sets onboardingComplete once all three steps are done; otherwise 422 "Error completing profile".',
        response: { 200: meResponse, 422: problemSchema },
      },
    },
    async (request) => meShape(request, await completeOnboarding(db, request.auth.userId)),
  );

  r.post(
    '/api/v1/me/payout/connect',
    {
      config,
      schema: {
        tags,
        description:
          'Stripe: `{ url }`, the Express onboarding link (account created on the first call). Local: payouts connected at once, `{ connected: true }` with the GET /me shape.',
        response: { 200: connectPayoutResponse },
      },
    },
    async (request) => {
      const result = await connectPayoutAccount(request.ctx, {
        userId: request.auth.userId,
        email: request.auth.email,
        country: request.auth.profile.country,
      });
      return 'url' in result ? result : { connected: true as const, ...meShape(request, result.profile) };
    },
  );

  r.get(
    '/api/v1/me/payout',
    { config, schema: { tags, response: { 200: payoutAccountResponse } } },
    async (request) => readPayoutAccount(request.ctx, request.auth.profile),
  );
}
