import { bookings, settings } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error';
import { localizeProblem } from '../../src/lib/problem-translation';
import { expectProblem } from '../helpers/auth';
import { bookingBody, futureDate } from '../helpers/booking-fixtures';
import { useBookingWorld } from '../helpers/booking-world';
import { ADMIN, adminOfFile, getOk, send } from './helpers';

const { t, cleanerAndCustomer, postBooking } = useBookingWorld();
const admin = adminOfFile(t);

const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '08:00', endTime: '20:00' }));
const withEarliestStart = (earliestStartHours: number, cookie = admin.cookie) =>
  send(t.app, 'PUT', cookie, `${ADMIN}/settings`, {
    maintenanceMode: false,
    requireProviderApproval: true,
    earliestStartHours,
  });
const appConfig = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/app-config' })).json();

describe('the earliest bookable start (admin setting)', () => {
  it('an admin changes it; it is stored with who changed it and reaches the app config', async () => {
    const res = await withEarliestStart(48);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ earliestStartHours: 48 });
    expect(await getOk(t.app, admin.cookie, `${ADMIN}/settings`)).toMatchObject({ earliestStartHours: 48 });
    const [row] = await t.db.select().from(settings);
    expect(row).toMatchObject({ earliestStartHours: 48, updatedBy: admin.userId });
    expect((await appConfig()).earliestStartHours).toBe(48);
    expect((await withEarliestStart(2)).statusCode).toBe(200);
  });

  it('a customer or a cleaner cannot change it (403) and it stays as it was', async () => {
    const { cleaner, c } = await cleanerAndCustomer();
    for (const cookie of [c.cookie, cleaner.cookie]) expectProblem(await withEarliestStart(100, cookie), 403);
    expectProblem(await withEarliestStart(100, ''), 401);
    expect((await appConfig()).earliestStartHours).toBe(2);
  });

  it('refuses a booking sooner than the setting (422 too_soon, translated, nothing written); later is fine', async () => {
    const { cleaner, c } = await cleanerAndCustomer({ availability: ALL_WEEK });
    // Two to three days ahead: sooner than a week, later than two hours, whatever the hour the test runs.
    const body = bookingBody(c, cleaner.userId, { bookingDate: futureDate(2), bookingTime: '12:00' });
    expect((await withEarliestStart(168)).statusCode).toBe(200);
    try {
      const refused = await postBooking(c.cookie, body);
      const problem = expectProblem(refused, 422, 'Booking Failed');
      expect(problem).toMatchObject({ code: 'too_soon' });
      expect(problem.detail).toBe(
        'Bookings must start at least 168 hours from now. Please choose a later time.',
      );
      // The same problem in the other languages, its number written in.
      const err = new AppError(422, 'too_soon', 'x', 'x').withDetailVars({ hours: 168 });
      expect(localizeProblem(err, 'pt-PT').detail).toBe(
        'As marcações têm de começar pelo menos 168 horas a partir de agora. Escolha uma hora mais tarde.',
      );
      expect(localizeProblem(err, 'fr-CA').title).toBe('Échec de la réservation');
      expect(await t.db.select().from(bookings).where(eq(bookings.customerId, c.userId))).toEqual([]);

      // The free times of that day are none: the wizard offers nothing the booking would refuse.
      const slotsUrl = `/api/v1/slots?date=${body.bookingDate}&addressId=${c.address.id}&cleanerId=${cleaner.userId}`;
      const none = await t.app.inject({ method: 'GET', url: slotsUrl, headers: { cookie: c.cookie } });
      expect(none.json()).toEqual([]);
    } finally {
      expect((await withEarliestStart(2)).statusCode).toBe(200);
    }
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/v1/slots?date=${body.bookingDate}&addressId=${c.address.id}&cleanerId=${cleaner.userId}`,
      headers: { cookie: c.cookie },
    });
    expect(slots.json().map((s: { time: string }) => s.time)).toContain('12:00');
    const created = await postBooking(c.cookie, body);
    expect(created.statusCode, created.body).toBe(201);
  });
});
