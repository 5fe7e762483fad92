import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoIfEmpty } from '@limpa/db';
import { utcToZonedParts } from '@limpa/domain';
import { describe, expect, it } from 'vitest';
import { cookieFrom, signIn } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

interface Item {
  id: string;
  status: string;
  paymentStatus: string;
  startsAt: string;
  timeZone: string;
}
const DAY = 86_400_000;

async function bookingsOf(email: string, query: string) {
  const cookie = cookieFrom(await signIn(t.app, email, DEMO_PASSWORD));
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/bookings?${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie, items: res.json().items as Item[] };
}

describe('demo data', () => {
  it('is dated from the day it is seeded: every demo customer and cleaner has work ahead', async () => {
    expect(await seedDemoIfEmpty(t.db)).toBe(true);
    expect(await seedDemoIfEmpty(t.db)).toBe(false);
    const now = Date.now();

    for (const account of DEMO_ACCOUNTS.filter((a) => a.role === 'customer')) {
      const { items } = await bookingsOf(account.email, 'when=upcoming');
      expect(
        items.some((b) => b.status === 'confirmed' && b.paymentStatus === 'paid'),
        account.email,
      ).toBe(true);
      expect(
        items.some((b) => b.status === 'pending'),
        account.email,
      ).toBe(true);
    }

    for (const account of DEMO_ACCOUNTS.filter((a) => a.role === 'cleaner')) {
      const { cookie, items } = await bookingsOf(account.email, 'as=cleaner&when=upcoming');
      const confirmed = items.find((b) => b.status === 'confirmed');
      const request = items.find((b) => b.status === 'pending');
      expect(confirmed, account.email).toBeDefined();
      expect(request, account.email).toBeDefined();
      for (const b of [confirmed!, request!]) {
        const startsAt = new Date(b.startsAt).getTime();
        // Ahead, within the coming week, and on a day the demo cleaners work (Monday–Saturday, local).
        expect(startsAt).toBeGreaterThan(now + DAY);
        expect(startsAt).toBeLessThan(now + 8 * DAY);
        expect(utcToZonedParts(new Date(b.startsAt), b.timeZone).weekday).not.toBe(0);
      }
      const past = await bookingsOf(account.email, 'as=cleaner&when=past');
      expect(past.items.filter((b) => b.status === 'completed')).toHaveLength(3);

      // The request can really be answered: confirming charges the demo customer's saved card.
      const confirm = await t.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${request!.id}/confirm`,
        headers: { cookie },
      });
      expect(confirm.statusCode, confirm.body).toBe(200);
      expect(confirm.json().payment.status).toBe('paid');
    }
  });
});
