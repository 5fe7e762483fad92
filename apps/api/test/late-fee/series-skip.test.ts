import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { bookSeries, post, visitsOf } from '../lifecycle/helpers';
import { bookingRow, chargesOf, hoursFromNow, startAt } from './late-fee-helpers';

const t = useTestApp();

const getSeries = (id: string, cookie: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/booking-series/${id}`, headers: { cookie } });

/** A confirmed weekly series, and its second visit moved to start `hours` from now. */
async function confirmedSeriesWithVisitIn(hours: number) {
  const s = await bookSeries(t.app, t.db);
  const confirm = await post(t.app, `/api/v1/bookings/${s.first.id}/confirm`, s.cleaner.cookie);
  expect(confirm.statusCode, confirm.body).toBe(200);
  const visit = (await visitsOf(t.db, s.seriesId))[1]!;
  expect(visit.status).toBe('confirmed');
  await startAt(t.db, visit.id, hoursFromNow(hours));
  return { ...s, visit };
}

describe('skipping a visit of a series (decision 069: skipping is cancelling that visit)', () => {
  it('inside 24 h is a late cancellation: the visit pays the fee and the series goes on', async () => {
    const { visit, seriesId, customer } = await confirmedSeriesWithVisitIn(3);
    const fee = Math.floor((visit.basePriceCents * 50 + 50) / 100);
    // The series tells the screen the base price the skip confirmation's fee is worked out from.
    const series = await getSeries(seriesId, customer.cookie);
    expect(series.json().bookings.find((v: { id: string }) => v.id === visit.id)).toMatchObject({
      basePriceCents: visit.basePriceCents,
      canCustomerCancel: true,
    });

    const res = await post(t.app, `/api/v1/bookings/${visit.id}/cancel`, customer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'cancelled', lateCancellationFeeCents: fee });
    const lateFees = (await chargesOf(t.db, visit.id)).filter((c) => c.kind === 'late_fee');
    expect(lateFees.map((c) => [c.amountCents, c.idempotencyKey])).toEqual([
      [fee, `booking:${visit.id}:late-fee`],
    ]);
    const after = await getSeries(seriesId, customer.cookie);
    expect(after.json().status).toBe('active');
  });

  it('24 h or more ahead is free: no fee, no late-fee charge', async () => {
    const { visit, customer } = await confirmedSeriesWithVisitIn(30);
    const res = await post(t.app, `/api/v1/bookings/${visit.id}/cancel`, customer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'cancelled', lateCancellationFeeCents: null });
    expect((await bookingRow(t.db, visit.id)).lateCancellationFeeCents).toBeNull();
    expect((await chargesOf(t.db, visit.id)).filter((c) => c.kind === 'late_fee')).toEqual([]);
  });
});
