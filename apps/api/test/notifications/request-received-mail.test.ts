import { profiles } from '@limpa/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { useBookingWorld } from '../helpers/booking-world';

const { t, cleanerAndCustomer, book } = useBookingWorld();

/** The mails written for an address, as the outbox holds them before delivery. */
const outboxFor = async (to: string) =>
  (
    await t.db.execute<{ subject: string; text: string }>(
      sql`select subject, text from mail_outbox where "to" = ${to} order by created_at`,
    )
  ).rows;

describe('the "request received" e-mail to the customer', () => {
  it('tells the customer what, when, where and with whom, and that the card is charged only on confirmation', async () => {
    const { cleaner, c } = await cleanerAndCustomer({ name: 'Rui Cleaner' });
    const res = await book(c, cleaner.userId, { homeType: 'T2', bookingTime: '10:00' });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    const mails = await outboxFor(c.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toMatch(/^We received your booking request for /);
    expect(mail!.text).toContain('T2');
    expect(mail!.text).toContain('Rui Cleaner');
    expect(mail!.text).toContain('10:00');
    expect(mail!.text).toContain(booking.customerAddress);
    expect(mail!.text).toContain('Your card is not charged now');
    expect(mail!.text).toMatch(/charged only when Rui Cleaner confirms/);
    // The cleaner still gets their own request mail, not the customer's.
    const [toCleaner] = await outboxFor(cleaner.user.email);
    expect(toCleaner!.subject).toMatch(/^New booking request/);
  });

  it.each([
    ['pt-PT' as const, /^Recebemos o seu pedido de marcação para /, 'O seu cartão não é cobrado agora'],
    [
      'fr-CA' as const,
      /^Nous avons bien reçu votre demande de réservation pour le /,
      "Votre carte n'est pas débitée",
    ],
  ])('is written in the customer’s language (%s)', async (locale, subject, notCharged) => {
    const { cleaner, c } = await cleanerAndCustomer();
    await t.db.update(profiles).set({ locale }).where(eq(profiles.userId, c.userId));
    expect((await book(c, cleaner.userId)).statusCode).toBe(201);
    const [mail] = await outboxFor(c.email);
    expect(mail!.subject).toMatch(subject);
    expect(mail!.text).toContain(notCharged);
    expect(mail!.text).not.toContain('Your card');
  });

  it('is not sent when the request is refused', async () => {
    const { cleaner, c } = await cleanerAndCustomer();
    expect((await book(c, cleaner.userId)).statusCode).toBe(201);
    // The same time again: the slot is taken, nothing is requested, so nothing more is told.
    expectProblem(await book(c, cleaner.userId), 409);
    expect(await outboxFor(c.email)).toHaveLength(1);
  });
});
