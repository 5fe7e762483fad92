import { problemSchema, statementMonthParams, statementYearParams } from '@limpa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getMonthlyStatement } from './get-monthly-statement';
import { getYearlySummary } from './get-yearly-summary';
import { sendStatement } from './statement-download';
import type { StatementCleaner } from './statement-period';

/**
 * The cleaner's own statements (docs/api.md#cleaner, decision 077): a month's money events and a year's months,
 * as CSV or PDF. Only ever the caller's: the path has no id.
 */
export async function statementRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const cleaner = (request: FastifyRequest): StatementCleaner => ({
    brand: app.ctx.config.brandName,
    userId: request.auth.userId,
    name: request.auth.profile.fullName,
    locale: request.auth.profile.locale,
    currency: request.auth.profile.currency,
  });
  const response = { 400: problemSchema, 422: problemSchema };

  for (const format of ['csv', 'pdf'] as const) {
    r.get(
      `/api/v1/me/statements/:month.${format}`,
      {
        config: { access: ['cleaner'] },
        schema: {
          tags: ['cleaner'],
          description: `The month's statement (YYYY-MM, a calendar month in Lisbon time) as ${format.toUpperCase()}: completed jobs (gross, platform fee, earnings), late-fee shares, refunds and payouts, with totals per currency, in the cleaner's language. 400 for a malformed month, 422 statement_in_future for one not begun.`,
          params: statementMonthParams,
          response,
        },
      },
      async (request, reply) =>
        sendStatement(reply, await getMonthlyStatement(db, cleaner(request), request.params.month, format)),
    );

    r.get(
      `/api/v1/me/statements/year/:year.${format}`,
      {
        config: { access: ['cleaner'] },
        schema: {
          tags: ['cleaner'],
          description: `The year's summary (YYYY) as ${format.toUpperCase()}: totals month by month (Lisbon calendar months, up to the current one) and for the year, per currency. 400 for a malformed year, 422 statement_in_future for one not begun.`,
          params: statementYearParams,
          response,
        },
      },
      async (request, reply) =>
        sendStatement(reply, await getYearlySummary(db, cleaner(request), request.params.year, format)),
    );
  }
}
