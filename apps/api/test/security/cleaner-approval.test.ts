import { createApprovedIdentity, mailOutbox, profiles } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { adminSignedIn, pendingBooking, startedInThePast } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';

// Finding 4: a cleaner whose approval was revoked still confirmed, completed and charged their open bookings.
const t = useTestApp();

const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const subjectsTo = async (to: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).map((m) => m.subject);

describe('revoking a cleaner’s approval', () => {
  it('stops confirm and complete, and tells the cleaner and the customers of open bookings', async () => {
    const open = await pendingBooking(t.app, t.db);
    const { cleaner, customer } = open;
    // Already under way: a booking still to come would need the admin's decision first (decision 057).
    await startedInThePast(t.db, open.id);
    const admin = await adminSignedIn(t.app, t.db);
    const revoke = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${cleaner.profile.id}`,
      headers: { cookie: admin.cookie },
      payload: { isApproved: false },
    });
    expect(revoke.statusCode, revoke.body).toBe(200);

    const refused = expectProblem(await post(`/api/v1/bookings/${open.id}/confirm`, cleaner.cookie), 403);
    expect(refused.code).toBe('cleaner_not_approved');
    expect((await subjectsTo(cleaner.user.email)).some((s) => s.includes('no longer approved'))).toBe(true);
    expect((await subjectsTo(customer.email)).some((s) => s.includes('needs attention'))).toBe(true);

    // Approved again (their identity document approved first, decision 071): the same request can be confirmed.
    await createApprovedIdentity(t.db, cleaner.userId);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${cleaner.profile.id}`,
      headers: { cookie: admin.cookie },
      payload: { isApproved: true },
    });
    expect(await subjectsTo(cleaner.user.email)).toContain('Your Limpa cleaner account is approved');
    expect((await post(`/api/v1/bookings/${open.id}/confirm`, cleaner.cookie)).statusCode).toBe(200);
  });

  it('a confirmed booking cannot be completed (or charged for overtime) once approval is gone', async () => {
    const { id, cleaner } = await pendingBooking(t.app, t.db);
    expect((await post(`/api/v1/bookings/${id}/confirm`, cleaner.cookie)).statusCode).toBe(200);
    await t.db.update(profiles).set({ isApproved: false }).where(eq(profiles.userId, cleaner.userId));
    const refused = expectProblem(
      await post(`/api/v1/bookings/${id}/complete`, cleaner.cookie, { hoursWorked: 12 }),
      403,
    );
    expect(refused.code).toBe('cleaner_not_approved');
  });
});
