import { adminTaxRateBody, adminTaxRateSchema, adminTaxRatesResponse, problemSchema } from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listTaxRates } from './list-tax-rates';
import { scheduleTaxRate } from './schedule-tax-rate';

/** The tax rates table (decision 074): admins read every row and schedule new ones; each is audited. */
export async function taxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.get(
    '/api/v1/admin/tax-rates',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        description:
          "Every tax rate row, each marked in force, scheduled or replaced on today's date in Lisbon (returned as `today`).",
        response: { 200: adminTaxRatesResponse },
      },
    },
    async () => listTaxRates(db),
  );

  r.post(
    '/api/v1/admin/tax-rates',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        description:
          'Schedules a rate for a place and tax from a day on (audited). 422 tax_rate_in_past before today in Lisbon, tax_code_not_levied for a code the place does not pay, tax_rate_out_of_range outside 0–0.5; 409 tax_rate_exists for the same place, tax and day.',
        body: adminTaxRateBody,
        response: { 201: adminTaxRateSchema, 400: problemSchema, 409: problemSchema, 422: problemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await scheduleTaxRate(db, request.auth.userId, request.body)),
  );
}
