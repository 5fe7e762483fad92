import { describe, expect, it } from 'vitest';
import { apiPath } from './api-paths';
import { API_ROUTE_METHODS } from './api-route-methods';
import * as apiRoutes from './api-routes';

describe('apiPath', () => {
  it('answers a path without parameters as it is', () => {
    expect(apiPath(apiRoutes.adminBookingsCsv)).toBe('/api/v1/admin/bookings.csv');
  });

  it('fills every parameter, encoded, so an id never adds a segment or a query', () => {
    expect(apiPath(apiRoutes.booking, { id: 'b1' })).toBe('/api/v1/bookings/b1');
    expect(apiPath(apiRoutes.onboardingStep, { step: 2 })).toBe('/api/v1/me/onboarding/steps/2');
    expect(apiPath(apiRoutes.favorite, { userId: 'a/b?c' })).toBe('/api/v1/me/favorites/a%2Fb%3Fc');
  });

  it('makes a missing or misnamed parameter a type error', () => {
    const typeErrors = () => {
      // @ts-expect-error the booking's id is missing
      apiPath(apiRoutes.booking);
      // @ts-expect-error the parameter is named id, not bookingId
      apiPath(apiRoutes.booking, { bookingId: 'b1' });
      // @ts-expect-error a path without parameters takes none
      apiPath(apiRoutes.services, { id: 'b1' });
    };
    expect(typeErrors).toBeTypeOf('function');
  });

  it('names each path once', () => {
    const paths = Object.values(apiRoutes);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists a route once under each method it is called with', () => {
    for (const names of Object.values(API_ROUTE_METHODS)) expect(new Set(names).size).toBe(names.length);
  });
});
