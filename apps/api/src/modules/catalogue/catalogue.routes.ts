import { addOnsResponse, faqResponse, pricingResponse, servicesResponse } from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/request-locale';
import { listAddOns, listFaq, listPricing, listServices } from './catalogue.service';

/**
 * Reference data changes rarely: browsers and proxies may keep it for five minutes. The texts follow
 * Accept-Language (the web sends its active language), hence `Vary: Accept-Language` on every answer.
 */
const CATALOGUE_CACHE = 'public, max-age=300';

/** The public catalogue: services, add-ons, the home-type price table and the FAQ; read from the replica (decision 081). */
export async function catalogueRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/services',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        description: 'Services ordered by name; names starting with "DISABLED" are hidden.',
        response: { 200: servicesResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE);
      return listServices(request.ctx.reader, requestLocale(request));
    },
  );

  r.get(
    '/api/v1/add-ons',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        description: 'Add-ons ordered by name; prices apply in the booking currency.',
        response: { 200: addOnsResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE);
      return listAddOns(request.ctx.reader, requestLocale(request));
    },
  );

  r.get(
    '/api/v1/pricing',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        description: 'The home-type price table (same numbers in EUR and CAD).',
        response: { 200: pricingResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE);
      return listPricing();
    },
  );

  r.get(
    '/api/v1/faq',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        description:
          "FAQ items (question, answer, category) in display order; answers name the default service's current one-time prices and the overtime fee in the caller's language.",
        response: { 200: faqResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE);
      return listFaq(request.ctx.reader, requestLocale(request));
    },
  );
}
