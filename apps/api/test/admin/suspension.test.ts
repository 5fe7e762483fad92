import { auditLog, bookings, profiles } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cookieFrom, expectProblem, me, signIn } from '../helpers/auth';
import { pendingBooking } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { ADMIN, adminOfFile, send } from './helpers';

const t = useTestApp();
const admin = adminOfFile(t);

const profileIdOf = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!.id;
const patchUser = (profileId: string, body: unknown, cookie = admin.cookie) =>
  send(t.app, 'PATCH', cookie, `${ADMIN}/users/${profileId}`, body);
const cleanerVisible = async (cleanerUserId: string, cookie: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/providers/${cleanerUserId}`, headers: { cookie } }))
    .statusCode;

describe('PATCH /api/v1/admin/users/:profileId { suspended }', () => {
  it('suspends a cleaner at once: sessions end, sign-in refused, pending bookings cancelled, out of search; audited', async () => {
    const { id: bookingId, cleaner, customer } = await pendingBooking(t.app, t.db);
    const profileId = await profileIdOf(cleaner.userId);
    expect(await cleanerVisible(cleaner.userId, customer.cookie)).toBe(200);

    const res = await patchUser(profileId, { suspended: true, reason: 'Repeated no-shows' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: profileId, suspended: true });

    expectProblem(await me(t.app, cleaner.cookie), 401);
    const signInAgain = await signIn(t.app, cleaner.user.email);
    expect(expectProblem(signInAgain, 403, 'Account Suspended').code).toBe('account_suspended');
    expect(cookieFrom(signInAgain)).not.toMatch(/session_token=[^;]+/);

    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ status: 'cancelled', cancelledBy: 'admin' });
    expect(await cleanerVisible(cleaner.userId, customer.cookie)).toBe(404);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetProfileId, profileId));
    expect(entry).toMatchObject({
      field: 'suspended',
      oldValue: 'false',
      newValue: 'true',
      reason: 'Repeated no-shows',
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `${ADMIN}/users/${profileId}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.json()).toMatchObject({ suspended: true, suspensionReason: 'Repeated no-shows' });
    expect(detail.json().audit[0]).toMatchObject({
      field: 'suspended',
      reason: 'Repeated no-shows',
      actorName: 'Ada Admin',
    });
  });

  it('refuses the requests of a session that outlived the suspension (403 Account Suspended)', async () => {
    const { customer } = await pendingBooking(t.app, t.db);
    const profileId = await profileIdOf(customer.userId);
    // The suspension lands without the sessions being removed (e.g. written by another process mid-request).
    await t.db
      .update(profiles)
      .set({ suspendedAt: new Date(), suspensionReason: 'fraud' })
      .where(eq(profiles.id, profileId));
    expectProblem(await me(t.app, customer.cookie), 403, 'Account Suspended');
    expect((await patchUser(profileId, { suspended: false })).statusCode).toBe(200);
  });

  it('unsuspends: sign-in works again and the cleaner is listed again', async () => {
    const { cleaner, customer } = await pendingBooking(t.app, t.db);
    const profileId = await profileIdOf(cleaner.userId);
    expect((await patchUser(profileId, { suspended: true, reason: 'Checking documents' })).statusCode).toBe(
      200,
    );
    const res = await patchUser(profileId, { suspended: false });
    expect(res.json()).toMatchObject({ suspended: false });
    expect((await signIn(t.app, cleaner.user.email)).statusCode).toBe(200);
    expect(await cleanerVisible(cleaner.userId, customer.cookie)).toBe(200);
  });

  it('asks for a reason when suspending', async () => {
    const { customer } = await pendingBooking(t.app, t.db);
    const profileId = await profileIdOf(customer.userId);
    expectProblem(await patchUser(profileId, { suspended: true }), 400);
    expectProblem(await patchUser(profileId, { suspended: true, reason: '   ' }), 400);
    expect((await me(t.app, customer.cookie)).statusCode).toBe(200);
  });

  it('an admin cannot suspend themselves; only admins suspend', async () => {
    const own = (await me(t.app, admin.cookie)).json().profile.id;
    const body = expectProblem(
      await patchUser(own, { suspended: true, reason: 'oops' }),
      422,
      'Update failed',
    );
    expect(body.code).toBe('own_suspension');
    expect((await me(t.app, admin.cookie)).statusCode).toBe(200);

    const { customer, cleaner } = await pendingBooking(t.app, t.db);
    const target = await profileIdOf(cleaner.userId);
    expectProblem(await patchUser(target, { suspended: true, reason: 'x' }, customer.cookie), 403);
  });
});
