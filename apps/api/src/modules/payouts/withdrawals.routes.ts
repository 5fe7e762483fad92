import {
  IDEMPOTENCY_KEY_HEADER,
  problemSchema,
  withdrawalStatusResponse,
  withdrawHeaders,
  withdrawResponse,
} from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getWithdrawalStatus } from './get-withdrawal-status';
import { withdrawBalance } from './withdraw-balance';

/** A cleaner's withdrawals of their available balance (decision 051, docs/api.md#cleaner). */
export async function withdrawalsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: ['cleaner'] as const };
  const tags = ['cleaner'];
  const cleanerOf = (auth: { userId: string; profile: { currency: 'EUR' | 'CAD' | null } }) => ({
    userId: auth.userId,
    currency: auth.profile.currency,
  });

  r.get(
    '/api/v1/me/payouts/withdrawal',
    {
      config,
      schema: {
        tags,
        description:
          'Whether a withdrawal can be made now: `ready`, else why (`no_account`, `below_minimum`, `already_today` with `nextAt`), with the amount it would send and the minimum.',
        response: { 200: withdrawalStatusResponse },
      },
    },
    async (request) => getWithdrawalStatus(request.ctx, cleanerOf(request.auth)),
  );

  r.post(
    '/api/v1/me/payouts/withdraw',
    {
      config,
      schema: {
        tags,
        description:
          'Withdraws the whole available balance (at least 10.00, once every 24 hours) to the connected payout account. An `Idempotency-Key` header makes a repeated request answer the same payout. 409 no_payout_account or nothing_to_withdraw, 429 withdrawal_too_soon (Retry-After); nothing changes then.',
        headers: withdrawHeaders,
        response: { 201: withdrawResponse, 409: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await withdrawBalance(
            request.ctx,
            cleanerOf(request.auth),
            request.headers[IDEMPOTENCY_KEY_HEADER],
          ),
        ),
  );
}
