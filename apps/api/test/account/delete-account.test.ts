import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bookings, customerAddresses, paymentMethods, profiles, users } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem, me, PASSWORD, signIn, signUp } from '../helpers/auth';
import { adminSignedIn, pendingBooking } from '../helpers/booking-fixtures';
import { uploadAvatar } from '../helpers/multipart';
import { useTestApp } from '../helpers/test-app';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'limpa-delete-test-'));
const detached: string[] = [];
const t = useTestApp({
  env: { DATA_DIR: dataDir },
  // The real local gateway, with its detach calls recorded.
  payments: (real) =>
    new Proxy(real, {
      get(target, prop) {
        if (prop === 'detachPaymentMethod') {
          return async (id: string) => {
            detached.push(id);
            await target.detachPaymentMethod(id);
          };
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }),
});

const deleteMe = (cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/v1/me', headers: cookie ? { cookie } : {}, payload });

const avatars = () => {
  try {
    return readdirSync(path.join(dataDir, 'uploads', 'avatars'));
  } catch {
    return [];
  }
};

const confirm = (cookie: string, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/bookings/${id}/confirm`, headers: { cookie } });

describe('DELETE /api/v1/me', () => {
  it('anonymises the customer, cancels their pending booking, removes the avatar and cards, ends sessions', async () => {
    const { id: bookingId, customer, cardId } = await pendingBooking(t.app, t.db);
    const avatarUrl = await uploadAvatar(t.app, customer.cookie);
    expect(avatars()).toContain(avatarUrl.split('/').pop());
    const [card] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, cardId));

    const res = await deleteMe(customer.cookie, { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/session_token=;.*Max-Age=0/);

    expect((await me(t.app, customer.cookie)).statusCode).toBe(401);
    expect((await signIn(t.app, customer.email)).statusCode).toBe(401);
    const [user] = await t.db.select().from(users).where(eq(users.id, customer.userId));
    expect(user).toMatchObject({ name: 'Deleted user', email: `deleted-${customer.userId}@deleted.invalid` });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, customer.userId));
    expect(profile).toMatchObject({ fullName: 'Deleted user', phone: null, avatarUrl: null });
    expect(profile!.deletedAt).toBeInstanceOf(Date);
    expect(
      await t.db.select().from(customerAddresses).where(eq(customerAddresses.userId, customer.userId)),
    ).toEqual([]);
    expect(
      await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, customer.userId)),
    ).toEqual([]);
    expect(detached).toContain(card!.gatewayPaymentMethodId);
    expect(avatars()).not.toContain(avatarUrl.split('/').pop());
    // The booking stays for accounting, cancelled, without the home's address.
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({
      status: 'cancelled',
      customerId: customer.userId,
      customerAddress: 'Address removed',
    });
  });

  it('refuses a wrong password and deletes nothing', async () => {
    const { email, cookie } = await signUp(t.app, { role: 'customer' });
    expectProblem(await deleteMe(cookie, { password: 'not it at all' }), 422, 'Incorrect Password');
    expectProblem(await deleteMe(cookie, {}), 400);
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    expect((await signIn(t.app, email)).statusCode).toBe(200);
  });

  it('refuses (409) while a confirmed booking is not finished, for the customer and for the cleaner', async () => {
    const { id, customer, cleaner } = await pendingBooking(t.app, t.db);
    expect((await confirm(cleaner.cookie, id)).statusCode).toBe(200);
    for (const person of [customer, cleaner]) {
      const body = expectProblem(
        await deleteMe(person.cookie, { password: PASSWORD }),
        409,
        'Account not deleted',
      );
      expect(body.detail).toMatch(/confirmed bookings/);
      expect((await me(t.app, person.cookie)).statusCode).toBe(200);
    }
    // Once the customer cancels it (more than 24 h ahead), they may leave.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${id}/cancel`,
      headers: { cookie: customer.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await deleteMe(customer.cookie, { password: PASSWORD })).statusCode).toBe(204);
  });

  it('lets a cleaner leave: out of search, pending requests cancelled', async () => {
    const { id, cleaner, customer } = await pendingBooking(t.app, t.db);
    expect((await deleteMe(cleaner.cookie, { password: PASSWORD })).statusCode).toBe(204);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(booking).toMatchObject({ status: 'cancelled', cancelledBy: 'cleaner', cleanerId: cleaner.userId });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/providers/${cleaner.userId}`,
      headers: { cookie: customer.cookie },
    });
    expect(listed.statusCode).toBe(404);
  });

  it('is not for admins, nor signed-out callers', async () => {
    const admin = await adminSignedIn(t.app, t.db);
    expectProblem(await deleteMe(admin.cookie, { password: PASSWORD }), 403);
    expectProblem(await deleteMe(undefined, { password: PASSWORD }), 401);
  });
});
