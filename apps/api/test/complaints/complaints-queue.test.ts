import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { adminSignedIn } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { complain, completedBooking, decide, getAs } from './complaint-fixtures';

const t = useTestApp();

describe('the admins’ complaints queue', () => {
  it('lists open complaints with what a decision needs; a decided one moves to status=decided', async () => {
    const b = await completedBooking(t.app, t.db);
    expect((await complain(t.app, b.id, b.customer.cookie)).statusCode).toBe(201);
    const admin = await adminSignedIn(t.app, t.db);

    const open = await getAs(t.app, '/api/v1/admin/complaints', admin.cookie);
    expect(open.statusCode, open.body).toBe(200);
    const item = open.json().items.find((i: { bookingId: string }) => i.bookingId === b.id);
    expect(item).toMatchObject({
      status: 'open',
      reason: 'The kitchen was not cleaned.',
      cleanerId: b.cleaner.userId,
      homeType: expect.stringMatching(/^T[0-4]$/),
      bookingTime: expect.stringMatching(/^\d{2}:00$/),
      currency: expect.stringMatching(/^(EUR|CAD)$/),
    });
    expect(item.refundableCents).toBeGreaterThan(0);

    expect((await decide(t.app, b.id, admin.cookie, { decision: 'none' })).statusCode).toBe(200);
    const stillOpen = await getAs(t.app, '/api/v1/admin/complaints', admin.cookie);
    expect(stillOpen.json().items.map((i: { bookingId: string }) => i.bookingId)).not.toContain(b.id);
    const decided = await getAs(t.app, '/api/v1/admin/complaints?status=decided', admin.cookie);
    expect(decided.json().items.map((i: { bookingId: string }) => i.bookingId)).toContain(b.id);
  });

  it('is for admins only: the customer and the cleaner get 403', async () => {
    const b = await completedBooking(t.app, t.db);
    expectProblem(await getAs(t.app, '/api/v1/admin/complaints', b.customer.cookie), 403);
    expectProblem(await getAs(t.app, '/api/v1/admin/complaints', b.cleaner.cookie), 403);
  });
});
