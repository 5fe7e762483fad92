import { bookings, notifications } from '@limpa/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runLifecycleTick } from '../../src/jobs/lifecycle-jobs';
import { remindUpcomingBookings } from '../../src/modules/notifications/remind-upcoming-bookings';
import { pendingBooking } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { mailsTo, post } from '../lifecycle/helpers';

const t = useTestApp();
const HOUR = 3_600_000;

const remind = (now: Date) => remindUpcomingBookings(t.app.ctx, now);
const startsAtOf = async (id: string) =>
  (await t.db.select({ at: bookings.startsAt }).from(bookings).where(eq(bookings.id, id)))[0]!.at;
const before = (at: Date, hours: number) => new Date(at.getTime() - hours * HOUR);
const reminders = async (to: string) =>
  (await mailsTo(t.db, to)).filter((subject) => subject.startsWith('Reminder:'));

async function confirmedBooking() {
  const b = await pendingBooking(t.app, t.db);
  expect((await post(t.app, `/api/v1/bookings/${b.id}/confirm`, b.cleaner.cookie)).statusCode).toBe(200);
  return { ...b, startsAt: await startsAtOf(b.id) };
}

describe('the reminder 24 h before a cleaning', () => {
  it('reminds both sides once, by e-mail and in the app, within 24 h of the start and not before', async () => {
    const { id, customer, cleaner, startsAt } = await confirmedBooking();
    expect(await remind(before(startsAt, 25))).not.toContain(id);
    expect(await reminders(customer.email)).toEqual([]);

    expect((await runLifecycleTick(t.app.ctx, before(startsAt, 23))).reminded).toContain(id);
    expect(await remind(before(startsAt, 22))).not.toContain(id);
    expect(await reminders(customer.email)).toEqual([expect.stringMatching(/^Reminder: your cleaning on /)]);
    expect(await reminders(cleaner.user.email)).toEqual([expect.stringMatching(/^Reminder: a cleaning on /)]);
    const inApp = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.type, 'booking_reminder'),
          inArray(notifications.userId, [customer.userId, cleaner.userId]),
        ),
      );
    expect(inApp.map((n) => n.userId).sort()).toEqual([customer.userId, cleaner.userId].sort());
  });

  it('a side who turned reminder e-mails off is reminded in the app only; the other side still gets the mail', async () => {
    const { id, customer, cleaner, startsAt } = await confirmedBooking();
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/notification-preferences',
      headers: { cookie: customer.cookie },
      payload: { email: { booking_reminder: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await remind(before(startsAt, 23))).toContain(id);
    expect(await reminders(customer.email)).toEqual([]);
    expect(await reminders(cleaner.user.email)).toHaveLength(1);
    const inApp = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'booking_reminder'), eq(notifications.userId, customer.userId)));
    expect(inApp).toHaveLength(1);
  });

  it('two sweeps at once remind once', async () => {
    const { id, customer, startsAt } = await confirmedBooking();
    const runs = await Promise.all([remind(before(startsAt, 23)), remind(before(startsAt, 23))]);
    expect(runs.flat().filter((r) => r === id)).toHaveLength(1);
    expect(await reminders(customer.email)).toHaveLength(1);
  });

  it('a moved booking is reminded again for its new start; a pending or started one is not', async () => {
    const { id, customer, startsAt } = await confirmedBooking();
    await remind(before(startsAt, 23));
    await t.db
      .update(bookings)
      .set({
        startsAt: sql`${bookings.startsAt} + interval '2 days'`,
        endsAt: sql`${bookings.endsAt} + interval '2 days'`,
      })
      .where(eq(bookings.id, id));
    const moved = await startsAtOf(id);
    expect(await remind(before(moved, 23))).toContain(id);
    expect(await reminders(customer.email)).toHaveLength(2);
    expect(await remind(new Date(moved.getTime() + HOUR))).not.toContain(id);

    const pending = await pendingBooking(t.app, t.db);
    expect(await remind(before(await startsAtOf(pending.id), 23))).not.toContain(pending.id);
    expect(await reminders(pending.customer.email)).toEqual([]);
  });
});
