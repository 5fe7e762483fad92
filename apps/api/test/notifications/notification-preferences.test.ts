import { NOTIFICATION_TYPE_NAMES } from '@limpa/contracts';
import { notificationTypesFor } from '@limpa/domain';
import { describe, expect, it } from 'vitest';
import { wantsNotification } from '../../src/modules/notifications/notification-preferences';
import { expectProblem, signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const URL = '/api/v1/me/notification-preferences';

const get = (cookie: string) => t.app.inject({ method: 'GET', url: URL, headers: { cookie } });
const put = (cookie: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: URL, headers: { cookie }, payload: payload as object });
const userIdOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })).json().user.id as string;

describe('notification preferences', () => {
  it('start with every type on, on both channels', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const res = await get(cookie);
    expect(res.statusCode, res.body).toBe(200);
    const prefs = res.json();
    expect(prefs.email.booking_reminder).toBe(true);
    expect(prefs.push.message_received).toBe(true);
    expect(Object.values(prefs.email).every(Boolean)).toBe(true);
    expect(Object.keys(prefs.push)).toEqual(Object.keys(prefs.email));
  });

  it('store the switches a person turns, merged with the earlier ones, and tell the e-mail sender', async () => {
    const { cookie } = await signUp(t.app, { role: 'cleaner' });
    const userId = await userIdOf(cookie);
    expect((await put(cookie, { email: { booking_reminder: false } })).statusCode).toBe(200);
    const res = await put(cookie, { push: { message_received: false, booking_requested: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().email.booking_reminder).toBe(false);
    expect(res.json().push).toMatchObject({
      message_received: false,
      booking_requested: false,
      payout_sent: true,
    });
    expect((await get(cookie)).json()).toEqual(res.json());

    expect(await wantsNotification(t.db, userId, 'booking_reminder', 'email')).toBe(false);
    expect(await wantsNotification(t.db, userId, 'booking_reminder', 'push')).toBe(true);
    expect(await wantsNotification(t.db, userId, 'message_received', 'push')).toBe(false);
    expect(await wantsNotification(t.db, userId, 'payout_sent', 'email')).toBe(true);
  });

  it('turn a switch back on', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    await put(cookie, { email: { booking_reminder: false } });
    expect((await put(cookie, { email: { booking_reminder: true } })).json().email.booking_reminder).toBe(
      true,
    );
  });

  it('refuse turning off a transactional e-mail, and write nothing', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const userId = await userIdOf(cookie);
    const res = await put(cookie, { email: { booking_reminder: false, booking_confirmed: false } });
    expectProblem(res, 400, 'Preferences Not Saved');
    expect(res.json().code ?? res.json().type).toMatch(/transactional_email_required/);
    expect((await get(cookie)).json().email.booking_reminder).toBe(true);
    expect(await wantsNotification(t.db, userId, 'booking_confirmed', 'email')).toBe(true);
    // Pushing them is the person's choice.
    expect((await put(cookie, { push: { booking_confirmed: false } })).statusCode).toBe(200);
  });

  it('refuse unknown types and non-boolean switches', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const unknown = await put(cookie, { push: { no_such_type: false } });
    expectProblem(unknown, 400, 'Unknown Notification Type');
    expectProblem(await put(cookie, { push: { booking_reminder: 'no' } }), 400);
    expectProblem(await put(cookie, { sms: {} }), 400);
  });

  it("list a customer's events to a customer and a cleaner's to a cleaner, from the one mapping", async () => {
    const customer = (await get((await signUp(t.app, { role: 'customer' })).cookie)).json();
    const cleaner = (await get((await signUp(t.app, { role: 'cleaner' })).cookie)).json();
    expect(Object.keys(customer.email)).toEqual(notificationTypesFor('customer', NOTIFICATION_TYPE_NAMES));
    expect(Object.keys(cleaner.push)).toEqual(notificationTypesFor('cleaner', NOTIFICATION_TYPE_NAMES));
    expect(Object.keys(customer.email)).toEqual(expect.arrayContaining(['refund_made', 'booking_reminder']));
    expect(Object.keys(customer.email)).not.toContain('payout_sent');
    expect(Object.keys(customer.push)).not.toContain('booking_requested');
    expect(Object.keys(cleaner.email)).toEqual(expect.arrayContaining(['payout_sent', 'booking_reminder']));
    expect(Object.keys(cleaner.email)).not.toContain('refund_made');
  });

  it("refuse a switch for another role's event with 422, in the caller's language, and write nothing", async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const userId = await userIdOf(cookie);
    const refused = await put(cookie, { push: { booking_reminder: false, payout_sent: false } });
    expect(expectProblem(refused, 422, 'Not Your Notification').code).toBe('notification_not_for_you');
    expect(await wantsNotification(t.db, userId, 'booking_reminder', 'push')).toBe(true);
    const portuguese = await signUp(t.app, { role: 'customer', locale: 'pt-PT' });
    const inPortuguese = await put(portuguese.cookie, { email: { payout_sent: false } });
    expectProblem(inPortuguese, 422, 'Notificação que não é sua');
    const { cookie: cleaner } = await signUp(t.app, { role: 'cleaner' });
    expectProblem(await put(cleaner, { push: { refund_made: false } }), 422);
  });

  it('belong to the signed-in person only', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(401);
  });
});
