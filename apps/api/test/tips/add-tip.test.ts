import { bookings, notifications, profiles } from '@limpa/db';
import { TIP_WINDOW_DAYS, tipWindowEndsAt } from '@limpa/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addTip } from '../../src/modules/booking-payments/add-tip';
import { expectProblem } from '../helpers/auth';
import {
  addCard,
  cleanerSignedIn,
  customerWithAddressAndCard,
  startedBooking,
} from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { mailsTo } from '../lifecycle/helpers';
import { authOf, completedAt, getAs, tip, tipCharges, tippable } from './tip-fixtures';

const t = useTestApp();

describe('POST /api/v1/bookings/:id/tip (docs/product-rules.md#tips)', () => {
  it('201: charged on the booking’s card under booking:{id}:tip, shown on the booking, its cleaner told', async () => {
    const b = await tippable(t.app, t.db);
    expect(b.booking).toMatchObject({ tip: null, tipUntil: expect.any(String) });
    const res = await tip(t.app, b.id, b.customer.cookie, 750);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().tip).toEqual({ amountCents: 750, status: 'paid', createdAt: expect.any(String) });
    expect(res.json().booking).toMatchObject({
      tip: { amountCents: 750, status: 'paid' },
      tipUntil: null,
      paymentStatus: 'paid',
    });
    const [charge] = await tipCharges(t.db, b.id);
    expect(charge).toMatchObject({
      status: 'succeeded',
      amountCents: 750,
      idempotencyKey: `booking:${b.id}:tip`,
    });
    // The cleaner sees it on the job too.
    const seen = (await getAs(t.app, `/api/v1/bookings/${b.id}`, b.cleaner.cookie)).json();
    expect(seen.tip).toMatchObject({ amountCents: 750, status: 'paid' });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.cleaner.userId), eq(notifications.type, 'tip_received')));
    expect(told).toHaveLength(1);
    expect(await mailsTo(t.db, b.cleaner.user.email)).toContainEqual(
      expect.stringMatching(/^A tip of €7\.50 for your cleaning on /),
    );
  });

  it('tells the cleaner in their own language', async () => {
    const b = await tippable(t.app, t.db);
    await t.db.update(profiles).set({ locale: 'pt-PT' }).where(eq(profiles.userId, b.cleaner.userId));
    expect((await tip(t.app, b.id, b.customer.cookie, 500)).statusCode).toBe(201);
    const list = (await getAs(t.app, '/api/v1/me/notifications', b.cleaner.cookie)).json();
    const items = (list.items ?? list.notifications ?? list) as {
      type: string;
      title: string;
      body: string;
    }[];
    expect(items.find((n) => n.type === 'tip_received')).toMatchObject({
      title: 'Gorjeta recebida',
      body: expect.stringMatching(/^O seu cliente deu-lhe uma gorjeta de 5,00\s€/),
    });
  });

  it('takes 1 cent and the whole total; 0, more than the total or a fraction are refused, nothing charged', async () => {
    const low = await tippable(t.app, t.db);
    expect((await tip(t.app, low.id, low.customer.cookie, 1)).statusCode).toBe(201);
    const high = await tippable(t.app, t.db);
    expect((await tip(t.app, high.id, high.customer.cookie, high.total)).statusCode).toBe(201);

    const b = await tippable(t.app, t.db);
    for (const amount of [0, -5, b.total + 1]) {
      const res = await tip(t.app, b.id, b.customer.cookie, amount);
      expectProblem(res, 422);
      expect(res.json().code).toBe('tip_out_of_range');
    }
    expectProblem(await tip(t.app, b.id, b.customer.cookie, 1.5), 400);
    expectProblem(await tip(t.app, b.id, b.customer.cookie, '100'), 400);
    expect(await tipCharges(t.db, b.id)).toEqual([]);
  });

  it('is the customer’s alone: another customer 404, its cleaner 403; before completion 409', async () => {
    const b = await tippable(t.app, t.db);
    const stranger = await customerWithAddressAndCard(t.app, t.db);
    expectProblem(await tip(t.app, b.id, stranger.cookie, 100), 404);
    expectProblem(await tip(t.app, '00000000-0000-4000-8000-000000000000', b.customer.cookie, 100), 404);
    expectProblem(await tip(t.app, b.id, b.cleaner.cookie, 100), 403);
    expectProblem(await tip(t.app, b.id, (await cleanerSignedIn(t.app, t.db)).cookie, 100), 403);

    const started = await startedBooking(t.app, t.db);
    const early = await tip(t.app, started.id, started.customer.cookie, 100);
    expectProblem(early, 409);
    expect(early.json().code).toBe('tip_not_completed');
    expect(await tipCharges(t.db, b.id)).toEqual([]);
  });

  it('one tip per booking: a second is 409 already_tipped', async () => {
    const b = await tippable(t.app, t.db);
    expect((await tip(t.app, b.id, b.customer.cookie, 300)).statusCode).toBe(201);
    const again = await tip(t.app, b.id, b.customer.cookie, 300);
    expectProblem(again, 409);
    expect(again.json().code).toBe('already_tipped');
    expect(await tipCharges(t.db, b.id)).toHaveLength(1);
  });

  it('two tips sent at once charge once', async () => {
    const b = await tippable(t.app, t.db);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => tip(t.app, b.id, b.customer.cookie, 400)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual([
      'already_tipped',
      'already_tipped',
      'already_tipped',
    ]);
    expect(await tipCharges(t.db, b.id)).toMatchObject([{ status: 'succeeded', amountCents: 400 }]);
  });

  it('a declined card: 402 tip_declined, no tip; the customer may try again under a new key', async () => {
    const b = await tippable(t.app, t.db);
    const declining = await addCard(t.app, b.customer.cookie, '4000000000000002');
    await t.db.update(bookings).set({ paymentMethodId: declining }).where(eq(bookings.id, b.id));
    const res = await tip(t.app, b.id, b.customer.cookie, 600);
    expectProblem(res, 402);
    expect(res.json()).toMatchObject({ code: 'tip_declined' });
    const booking = (await getAs(t.app, `/api/v1/bookings/${b.id}`, b.customer.cookie)).json();
    expect(booking).toMatchObject({ tip: null, tipUntil: expect.any(String), paymentStatus: 'paid' });
    const payment = (await getAs(t.app, `/api/v1/bookings/${b.id}/payment`, b.customer.cookie)).json();
    expect(payment).toMatchObject({ status: 'paid', failureMessage: null });

    await t.db.update(bookings).set({ paymentMethodId: b.cardId }).where(eq(bookings.id, b.id));
    expect((await tip(t.app, b.id, b.customer.cookie, 600)).statusCode).toBe(201);
    const charges = await tipCharges(t.db, b.id);
    expect(charges.map((c) => [c.status, c.idempotencyKey]).sort()).toEqual([
      ['failed', `booking:${b.id}:tip`],
      ['succeeded', `booking:${b.id}:tip:attempt-2`],
    ]);
  });
});

describe(`the ${TIP_WINDOW_DAYS}-day window, on an injected clock`, () => {
  const done = new Date('2031-05-06T15:00:00Z');

  it('takes a tip at the window’s last instant', async () => {
    const b = await tippable(t.app, t.db);
    await completedAt(t.db, b.id, done);
    const customer = await authOf(t.db, b.customer.userId);
    const made = await addTip(t.app.ctx, customer, b.id, { amountCents: 200 }, tipWindowEndsAt(done));
    expect(made.tip).toMatchObject({ amountCents: 200, status: 'paid' });
  });

  it('refuses one a millisecond later: 409 tip_window_closed, nothing charged', async () => {
    const b = await tippable(t.app, t.db);
    await completedAt(t.db, b.id, done);
    const customer = await authOf(t.db, b.customer.userId);
    const late = new Date(tipWindowEndsAt(done).getTime() + 1);
    await expect(addTip(t.app.ctx, customer, b.id, { amountCents: 200 }, late)).rejects.toMatchObject({
      status: 409,
      code: 'tip_window_closed',
    });
    expect(await tipCharges(t.db, b.id)).toEqual([]);
  });

  it('over HTTP, past the window, the booking offers no tip and the refusal is 409, naming the window', async () => {
    const b = await tippable(t.app, t.db);
    await completedAt(t.db, b.id, new Date(Date.now() - (TIP_WINDOW_DAYS + 1) * 86_400_000));
    const booking = (await getAs(t.app, `/api/v1/bookings/${b.id}`, b.customer.cookie)).json();
    expect(booking.tipUntil).toBeNull();
    const res = await tip(t.app, b.id, b.customer.cookie, 100);
    expectProblem(res, 409);
    expect(res.json()).toMatchObject({
      code: 'tip_window_closed',
      detail: `A tip can be left up to ${TIP_WINDOW_DAYS} days after the cleaning is completed.`,
    });
    // Another language says the same rule's number, not one written into its text.
    await t.db.update(profiles).set({ locale: 'fr-CA' }).where(eq(profiles.userId, b.customer.userId));
    const french = await tip(t.app, b.id, b.customer.cookie, 100);
    expectProblem(french, 409);
    expect(french.json().detail).toBe(
      `Vous pouvez laisser un pourboire jusqu’à ${TIP_WINDOW_DAYS} jours après la fin du ménage.`,
    );
  });
});
