import { bookings } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCard } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { post } from '../lifecycle/helpers';
import { confirmedBooking, hoursFromNow, startAt } from './late-fee-helpers';

const t = useTestApp();

const walletLine = async (cookie: string, bookingId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/me/earnings?limit=100',
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().transactions as { id: string; description: string }[]).filter(
    (line) => line.id === bookingId,
  );
};

describe("the cleaner's wallet history and a late-cancellation fee (decision 069)", () => {
  it('shows the collected share as a completed line, labelled as a late-cancellation fee', async () => {
    const b = await confirmedBooking(t.app, t.db, { basePriceCents: 8001 });
    await startAt(t.db, b.id, hoursFromNow(2));
    const res = await post(t.app, `/api/v1/bookings/${b.id}/cancel`, b.customer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const lines = await walletLine(b.cleaner.cookie, b.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      type: 'payment',
      status: 'completed',
      amountCents: 3401,
      currency: 'EUR',
    });
    expect(lines[0]!.description).toMatch(/^Late-cancellation fee, your share — .+ \(\d{4}-\d{2}-\d{2}\)$/);
  });

  it('shows a declined fee as a failed line, and a free cancellation as no line at all', async () => {
    const late = await confirmedBooking(t.app, t.db);
    const declined = await addCard(t.app, late.customer.cookie, '4000000000000002');
    await t.db.update(bookings).set({ paymentMethodId: declined }).where(eq(bookings.id, late.id));
    await startAt(t.db, late.id, hoursFromNow(3));
    expect((await post(t.app, `/api/v1/bookings/${late.id}/cancel`, late.customer.cookie)).statusCode).toBe(
      200,
    );
    expect(await walletLine(late.cleaner.cookie, late.id)).toMatchObject([
      { type: 'payment', status: 'failed', amountCents: 3401 },
    ]);

    const free = await confirmedBooking(t.app, t.db);
    await startAt(t.db, free.id, hoursFromNow(30));
    expect((await post(t.app, `/api/v1/bookings/${free.id}/cancel`, free.customer.cookie)).statusCode).toBe(
      200,
    );
    expect(await walletLine(free.cleaner.cookie, free.id)).toEqual([]);
  });
});
