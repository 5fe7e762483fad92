import { mailOutbox, profiles } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coarseArea } from '../../src/lib/booking-privacy';
import { pendingBooking } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';

// Finding 9: the cleaner saw the customer's phone (and street address) while the booking was only pending.
const t = useTestApp();

const read = async (id: string, cookie: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}`, headers: { cookie } })).json();

describe('contact details reach the other side only from confirmation', () => {
  it('pending: no phones either way, the cleaner sees the area only; confirmed: both', async () => {
    const { id, cleaner, customer } = await pendingBooking(t.app, t.db);
    await t.db
      .update(profiles)
      .set({ phone: '+351 911 111 111' })
      .where(eq(profiles.userId, customer.userId));
    const asCleaner = await read(id, cleaner.cookie);
    expect(asCleaner.customer.phone).toBeNull();
    expect(asCleaner.customerAddress).toBe('Lisboa');
    const listed = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/bookings?as=cleaner',
        headers: { cookie: cleaner.cookie },
      })
    ).json().items[0];
    expect(listed.customer.phone).toBeNull();
    expect(listed.customerAddress).not.toContain('Rua Augusta');
    const asCustomer = await read(id, customer.cookie);
    expect(asCustomer.cleaner.phone).toBeNull();
    expect(asCustomer.customerAddress).toContain('Rua Augusta 100');

    // The request e-mail names the area, not the street.
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, cleaner.user.email));
    expect(mail?.text).toContain('in Lisboa.');
    expect(mail?.text).not.toContain('Rua Augusta');

    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${id}/confirm`,
      headers: { cookie: cleaner.cookie },
    });
    expect(confirm.statusCode).toBe(200);
    const confirmed = await read(id, cleaner.cookie);
    expect(confirmed.customer.phone).toBe('+351 911 111 111');
    expect(confirmed.customerAddress).toContain('Rua Augusta 100');
    expect((await read(id, customer.cookie)).cleaner.phone).toBe('+351 912 345 678');
  });

  it.each([
    ['Rua Augusta 100, 1100-053 Lisboa', 'Lisboa'],
    ['4-100 King St W, Toronto ON M5X 1A9', 'Toronto ON'],
    // Bookings made before the per-country format keep their line; the area is read from it all the same.
    ['Rua Augusta 100, Lisboa, Lisboa 1100-053', 'Lisboa, Lisboa'],
    ['100 King St W, Unit 4, Toronto, ON M5X 1A9', 'Toronto, ON'],
    ['Rua do Sol 2, Funchal, Região Autónoma da Madeira 9000-001', 'Funchal, Região Autónoma da Madeira'],
  ])('the area of %s is %s', (line, area) => {
    expect(coarseArea(line)).toBe(area);
  });
});
