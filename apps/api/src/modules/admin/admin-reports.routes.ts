import {
  ADMIN_REVENUE_CSV_FILENAME,
  ADMIN_REVENUE_CSV_HEADER,
  adminRevenueQuery,
  adminRevenueResponse,
  problemSchema,
} from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvHeaderIn } from '../../lib/i18n';
import { requestLocale } from '../../lib/request-locale';
import { sendCsv } from './csv-response';
import { getRevenueReport, revenueCsvPages } from './get-revenue-report';

/** The admin reports (docs/api.md#admin): figures per month and currency, as JSON and as CSV. Admin-only. */
export async function adminReportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: ['admin'] as const };
  const tags = ['admin'];
  const description =
    'Per UTC month (newest first) and currency, never summed across currencies: collected (succeeded charges), platformFee (fees of paid bookings, by the month of their charge), refunded (succeeded refunds), paidOut (payouts and re-sends sent, less reversals). from/to: YYYY-MM, both included. No tips: the product has none.';

  r.get(
    '/api/v1/admin/reports/revenue',
    {
      config,
      schema: {
        tags,
        description,
        querystring: adminRevenueQuery,
        response: { 200: adminRevenueResponse, 400: problemSchema },
      },
    },
    async (request) => getRevenueReport(request.ctx.reader, request.query),
  );

  r.get(
    '/api/v1/admin/reports/revenue.csv',
    {
      config,
      schema: {
        tags,
        description: `The same figures as text/csv, amounts as decimals: ${ADMIN_REVENUE_CSV_HEADER.join(',')}.`,
        querystring: adminRevenueQuery,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        ADMIN_REVENUE_CSV_FILENAME,
        csvHeaderIn(requestLocale(request), ADMIN_REVENUE_CSV_HEADER),
        revenueCsvPages(request.ctx.reader, request.query),
      ),
  );
}
