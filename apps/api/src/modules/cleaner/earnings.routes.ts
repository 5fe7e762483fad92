import { earningsQuery, earningsResponse, problemSchema } from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { transactionsCsv } from './earnings.csv';
import { getEarnings, listAllTransactions } from './earnings.service';

/** The cleaner's wallet (docs/api.md#cleaner, docs/product-rules.md#payouts-and-the-wallet). */
export async function earningsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.get(
    '/api/v1/me/earnings',
    {
      config: { access: ['cleaner'] },
      schema: {
        tags: ['cleaner'],
        description:
          'Totals per currency (earned, this/last UTC month, pending, paid out, available), counts, and the transactions newest first (keyset `cursor`, `limit` default 20).',
        querystring: earningsQuery,
        response: { 200: earningsResponse, 400: problemSchema },
      },
    },
    async (request) =>
      getEarnings(
        db,
        {
          userId: request.auth.userId,
          currency: request.auth.profile.currency,
          locale: request.auth.profile.locale,
        },
        request.query,
      ),
  );

  r.get(
    '/api/v1/me/earnings.csv',
    {
      config: { access: ['cleaner'] },
      schema: {
        tags: ['cleaner'],
        description:
          "Every transaction as text/csv: Date,Type,Status,Description,Amount,Currency (amount in currency units; the header in the cleaner's language).",
      },
    },
    async (request, reply) => {
      const { locale } = request.auth.profile;
      const csv = transactionsCsv(await listAllTransactions(db, request.auth.userId, locale), locale);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="earnings.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
