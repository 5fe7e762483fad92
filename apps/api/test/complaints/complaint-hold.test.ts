import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { adminSignedIn, cleanerSignedIn } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { complain, completedBooking, decide, getAs, postAs } from './complaint-fixtures';

const t = useTestApp();

const wallet = async (cookie: string) => (await getAs(t.app, '/api/v1/me/earnings', cookie)).json();
const answer = (id: string, cookie: string, text = 'I cleaned the kitchen twice.') =>
  postAs(t.app, `/api/v1/bookings/${id}/complaint/answer`, cookie, { answer: text });

describe('an open complaint holds the cleaning’s earning', () => {
  it('Available drops by it and the line says "on hold" until a decision releases it', async () => {
    const b = await completedBooking(t.app, t.db);
    const before = await wallet(b.cleaner.cookie);
    const earned = before.totals[0].availableCents as number;
    expect(earned).toBeGreaterThan(0);

    await complain(t.app, b.id, b.customer.cookie);
    const held = await wallet(b.cleaner.cookie);
    expect(held.totals[0].availableCents).toBe(0);
    expect(held.transactions.find((x: { bookingId?: string }) => x.bookingId === b.id)).toMatchObject({
      onHold: 'complaint',
    });
    // The withdrawal reads the same payable rule: nothing to withdraw while held.
    const status = (await getAs(t.app, '/api/v1/me/payouts/withdrawal', b.cleaner.cookie)).json();
    expect(JSON.stringify(status)).not.toContain(String(earned));

    const admin = await adminSignedIn(t.app, t.db);
    expect((await decide(t.app, b.id, admin.cookie, { decision: 'none' })).statusCode).toBe(200);
    const released = await wallet(b.cleaner.cookie);
    expect(released.totals[0].availableCents).toBe(earned);
    expect(
      released.transactions.find((x: { bookingId?: string }) => x.bookingId === b.id).onHold,
    ).toBeUndefined();
  });

  it('after a partial refund the earning follows the refunds rule: not payable, since less than the total was kept', async () => {
    const b = await completedBooking(t.app, t.db);
    await complain(t.app, b.id, b.customer.cookie);
    const admin = await adminSignedIn(t.app, t.db);
    expect(
      (await decide(t.app, b.id, admin.cookie, { decision: 'refund', amountCents: 500 })).statusCode,
    ).toBe(200);
    expect((await wallet(b.cleaner.cookie)).totals[0].availableCents).toBe(0);
  });
});

describe('the cleaner answers a complaint once', () => {
  it('200 with the answer; a second answer is 409; the customer sees it', async () => {
    const b = await completedBooking(t.app, t.db);
    await complain(t.app, b.id, b.customer.cookie);
    const res = await answer(b.id, b.cleaner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ answer: 'I cleaned the kitchen twice.' });
    expect(expectProblem(await answer(b.id, b.cleaner.cookie, 'Again'), 409).code).toBe(
      'complaint_already_answered',
    );
    const seen = (await getAs(t.app, `/api/v1/bookings/${b.id}/complaint`, b.customer.cookie)).json();
    expect(seen.complaint.answer).toBe('I cleaned the kitchen twice.');
  });

  it('another cleaner 404, the customer 403, no complaint 409, a decided one 409', async () => {
    const b = await completedBooking(t.app, t.db);
    expect(expectProblem(await answer(b.id, b.cleaner.cookie), 409).code).toBe('no_complaint');
    await complain(t.app, b.id, b.customer.cookie);
    expectProblem(await answer(b.id, (await cleanerSignedIn(t.app, t.db)).cookie), 404);
    expectProblem(await answer(b.id, b.customer.cookie), 403);
    const admin = await adminSignedIn(t.app, t.db);
    await decide(t.app, b.id, admin.cookie, { decision: 'none' });
    expect(expectProblem(await answer(b.id, b.cleaner.cookie), 409).code).toBe('complaint_decided');
  });
});
