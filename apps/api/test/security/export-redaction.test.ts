import { bookings } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pendingBooking } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';

// Finding 3 of the security review: a cleaner's data export held the street, postal code and coordinates of
// bookings the bookings API shows them by area only (not confirmed yet).
const t = useTestApp();

const get = async (url: string, cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const exported = async (cookie: string, id: string) => {
  const res = await get('/api/v1/me/export', cookie);
  return { body: res.body, booking: res.json().bookings.find((b: { id: string }) => b.id === id) };
};
const seenByApi = async (cookie: string, id: string) => (await get(`/api/v1/bookings/${id}`, cookie)).json();

/** A pending booking at a known street, postal code and position. */
async function bookingWithCoordinates() {
  const b = await pendingBooking(t.app, t.db);
  await t.db
    .update(bookings)
    .set({ customerLatitude: 38.712345, customerLongitude: -9.139876 })
    .where(eq(bookings.id, b.id));
  return b;
}

const STREET = 'Rua Augusta 100';
const POSTAL = '1100-053';

describe("the data export shows each booking's place as the API shows it to the same person", () => {
  it('pending: the cleaner gets the area only, never street, postal code or coordinates', async () => {
    const b = await bookingWithCoordinates();
    const api = await seenByApi(b.cleaner.cookie, b.id);
    expect(api.customerAddress).toBe('Lisboa');

    const { body, booking } = await exported(b.cleaner.cookie, b.id);
    expect(booking.customerAddress).toBe(api.customerAddress);
    for (const secret of [STREET, POSTAL, '38.712345', '-9.139876']) expect(body).not.toContain(secret);
    expect(body).not.toMatch(/customerLatitude|customerLongitude/);
  });

  it('declined (cancelled while pending): still the area only', async () => {
    const b = await bookingWithCoordinates();
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${b.id}/cancel`,
      headers: { cookie: b.cleaner.cookie },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const api = await seenByApi(b.cleaner.cookie, b.id);
    const { body, booking } = await exported(b.cleaner.cookie, b.id);
    expect(booking).toMatchObject({ status: 'cancelled', customerAddress: api.customerAddress });
    expect(body).not.toContain(STREET);
    expect(body).not.toContain(POSTAL);
  });

  it('confirmed: the street, as the API shows it from then on; still no coordinates', async () => {
    const b = await bookingWithCoordinates();
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${b.id}/confirm`,
      headers: { cookie: b.cleaner.cookie },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const api = await seenByApi(b.cleaner.cookie, b.id);
    expect(api.customerAddress).toContain(STREET);
    const { body, booking } = await exported(b.cleaner.cookie, b.id);
    expect(booking.customerAddress).toBe(api.customerAddress);
    expect(body).not.toContain('38.712345');
  });

  it('the customer gets their own street, as the API shows them', async () => {
    const b = await bookingWithCoordinates();
    const api = await seenByApi(b.customer.cookie, b.id);
    const { booking } = await exported(b.customer.cookie, b.id);
    expect(booking).toMatchObject({ role: 'customer', customerAddress: api.customerAddress });
    expect(booking.customerAddress).toContain(STREET);
  });
});
