import type Stripe from 'stripe';
import { optionalString } from './http-io.js';
import type { Route } from './route.js';
import { resourceMissing } from './stripe-error.js';

export const eventRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/v1/events/:id',
    handle: ({ state, path }) => {
      const event = state.events.find((candidate) => candidate.id === path.id);
      if (!event) throw resourceMissing('event', path.id ?? '', 'id');
      return event;
    },
  },
  {
    // Newest first like Stripe; `type` filters; no pagination (a test never has more than a few hundred).
    method: 'GET',
    pattern: '/v1/events',
    handle: ({ state, params }): Stripe.ApiList<Stripe.Event> => {
      const type = optionalString(params, 'type');
      const data = state.events.filter((event) => !type || event.type === type).reverse();
      return { object: 'list', data, has_more: false, url: '/v1/events' };
    },
  },
];
