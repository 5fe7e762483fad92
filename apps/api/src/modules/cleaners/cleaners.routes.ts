import {
  cleanerListQuery,
  cleanerPage,
  cleanerProfileSchema,
  cleanerReviewPage,
  cleanerReviewsQuery,
  cleanerSearchPage,
  cleanerUserIdParam,
  favoritesQuery,
  problemSchema,
} from '@limpa/contracts';
import { changeFeedOf, LISTING_CHANGES_CHANNEL } from '@limpa/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REPLICA_CHECK_INTERVAL_MS } from '../../lib/replica-monitor';
import { CleanerListCache } from './cleaner-list-cache';
import type { ListedCleanerRow } from './cleaners.repository';
import {
  addFavorite,
  getCleaner,
  listCleanerReviews,
  listCleaners,
  listFavorites,
  removeFavorite,
} from './cleaners.service';

/**
 * Browsing cleaners (any signed-in role) and the customer's saved favourites (docs/api.md#providers). The search
 * and profiles read `request.ctx.reader`, the replica when there is one (decision 081).
 */
export async function cleanersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;
  const customer = ['customer'] as const;
  // List pages remembered between requests while PostgreSQL reports every change to what they show (decision 037).
  const feed = config.cleanerListCache ? changeFeedOf(db.$client, LISTING_CHANGES_CHANNEL) : null;
  // With a replica, a page is kept only once every read could have seen the last change (decision 081).
  const settleMs = config.replica ? config.replica.maxLagSeconds * 1000 + REPLICA_CHECK_INTERVAL_MS : 0;
  const caches = feed
    ? {
        pages: new CleanerListCache<ListedCleanerRow>(feed, { settleMs }),
        counts: new CleanerListCache<{ total: number }>(feed, { settleMs }),
      }
    : null;
  if (caches) {
    app.addHook('onClose', async () => {
      caches.pages.close();
      caches.counts.close();
    });
  }

  r.get(
    '/api/v1/providers',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['providers'],
        description:
          'Approved, onboarded cleaners. q searches name, city and bio; service keeps cleaners offering it; city matches case- and accent-insensitively; homeType keeps cleaners taking that home type. total counts every match of the filters, whatever the page. sort: rating (average desc, review count desc, name), price (hourly rate asc, unset last, name), name (A-Z). servesAddressId (customers only) keeps the cleaners serving that saved address. Keyset cursor; limit 1–50 (20).',
        querystring: cleanerListQuery,
        response: { 200: cleanerSearchPage, 400: problemSchema, 403: problemSchema, 404: problemSchema },
      },
    },
    async (request) => listCleaners(request.ctx.reader, request.auth, request.query, caches),
  );

  r.get(
    '/api/v1/providers/:userId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['providers'],
        description:
          'Profile, weekly availability, live rating and the 5 newest visible reviews. 404 "Provider not found" unless the user is an approved, onboarded cleaner.',
        params: cleanerUserIdParam,
        response: { 200: cleanerProfileSchema, 404: problemSchema },
      },
    },
    async (request) => getCleaner(request.ctx.reader, request.auth, request.params.userId),
  );

  r.get(
    '/api/v1/providers/:userId/reviews',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['providers'],
        description: 'Visible reviews, newest first. Keyset cursor; limit 1–50 (10).',
        params: cleanerUserIdParam,
        querystring: cleanerReviewsQuery,
        response: { 200: cleanerReviewPage, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request) => listCleanerReviews(request.ctx.reader, request.params.userId, request.query),
  );

  r.get(
    '/api/v1/me/favorites',
    {
      config: { access: customer },
      schema: {
        tags: ['providers'],
        description:
          'Saved cleaners that are still listed, newest favourite first. Keyset cursor; limit 1–50 (20).',
        querystring: favoritesQuery,
        response: { 200: cleanerPage, 400: problemSchema },
      },
    },
    async (request) => listFavorites(db, request.auth, request.query),
  );

  r.put(
    '/api/v1/me/favorites/:userId',
    {
      config: { access: customer },
      schema: {
        tags: ['providers'],
        description: 'Idempotent. 404 "Provider not found" unless the user is a listed cleaner.',
        params: cleanerUserIdParam,
        response: { 204: z.null(), 404: problemSchema },
      },
    },
    async (request, reply) => {
      await addFavorite(db, request.auth.userId, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/api/v1/me/favorites/:userId',
    {
      config: { access: customer },
      schema: {
        tags: ['providers'],
        description: 'Idempotent: removing a cleaner that is not saved also answers 204.',
        params: cleanerUserIdParam,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeFavorite(db, request.auth.userId, request.params.userId);
      return reply.status(204).send(null);
    },
  );
}
