import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { cleanerSignedIn, customerWithAddressAndCard } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';

// Finding 10: the profile's hourly rate escaped the 20–25 rule, and a query string was unbounded.
const t = useTestApp();

describe('input bounds', () => {
  it.each([22.505, 0, 19.99, 25.01, 26, 1000])(
    'a cleaner cannot set an hourly rate of %s through the profile',
    async (rate) => {
      const cleaner = await cleanerSignedIn(t.app, t.db);
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/me/profile',
        headers: { cookie: cleaner.cookie },
        payload: { hourlyRate: rate },
      });
      expectProblem(res, 400);
    },
  );

  it('the bounds are accepted', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/profile',
      headers: { cookie: cleaner.cookie },
      payload: { hourlyRate: 25 },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('the bookings status filter is bounded', async () => {
    const c = await customerWithAddressAndCard(t.app, t.db);
    const long = Array.from({ length: 50 }, () => 'pending').join(',');
    expectProblem(
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/bookings?status=${long}`,
        headers: { cookie: c.cookie },
      }),
      400,
    );
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/v1/bookings?status=pending,confirmed',
      headers: { cookie: c.cookie },
    });
    expect(ok.statusCode).toBe(200);
  });
});
