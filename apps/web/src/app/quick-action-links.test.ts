import { describe, expect, it } from 'vitest';
import { QUICK_ACTIONS } from '@/features/cleaner-dashboard/components/cleaner-quick-actions';
import { findAppRoute, roleAllowed } from './route-access';

/** The dashboard's shortcuts go where they say: each to a screen that exists and the cleaner may open. */
describe("the cleaner dashboard's quick actions", () => {
  it.each(QUICK_ACTIONS.map((a) => [a.key, a.to] as const))('%s → %s exists', (_key, to) => {
    const path = new URL(to, 'https://app.test').pathname;
    const route = findAppRoute(path);
    expect(route, to).toBeDefined();
    // A static screen, not the cleaner's public profile (/provider/:cleanerId) by accident.
    expect(route?.path).toBe(path);
    expect(roleAllowed(route!.access, 'cleaner')).toBe(true);
  });

  it('leads Messages to the inbox and Time off to the schedule’s time off', () => {
    const to = Object.fromEntries(QUICK_ACTIONS.map((a) => [a.key, a.to]));
    expect(to).toEqual({
      schedule: '/provider/schedule',
      messages: '/messages',
      performance: '/provider/profile#performance',
      time: '/provider/schedule#time-off',
      settings: '/provider/profile',
    });
  });
});
