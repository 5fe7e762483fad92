import { bookingMessages, mailOutbox, profiles } from '@limpa/db';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runLifecycleTick } from '../../src/jobs/lifecycle-jobs';
import { digestUnreadMessages } from '../../src/modules/notifications/digest-unread-messages';
import { pendingBooking } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { post } from '../lifecycle/helpers';

const t = useTestApp();
const MINUTE = 60_000;

const digest = (now: Date) => digestUnreadMessages(t.app.ctx, now);
/** The digests among a person's mails (a cleaner also gets the booking request). */
const digestsTo = async (to: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter((m) =>
    /unread message|por ler/.test(m.subject),
  );
const send = async (bookingId: string, cookie: string, body: string) => {
  const res = await post(t.app, `/api/v1/bookings/${bookingId}/messages`, cookie, { body });
  expect(res.statusCode, res.body).toBe(201);
};
/** The clock of a run that sees every message sent so far as unread for longer than the digest waits. */
const later = () => new Date(Date.now() + 16 * MINUTE);

describe('the unread-messages digest', () => {
  it('many messages in two conversations → one mail listing both; never the same message twice', async () => {
    const a = await pendingBooking(t.app, t.db);
    const b = await pendingBooking(t.app, t.db);
    for (const body of ['Hello', 'Is 10:00 fine?', 'Parking is free'])
      await send(a.id, a.cleaner.cookie, body);
    for (const body of ['Hi', 'See you']) await send(b.id, b.cleaner.cookie, body);
    // Not unread for 15 minutes yet: nothing.
    expect(await digest(new Date(Date.now() + 5 * MINUTE))).not.toContain(a.customer.userId);

    expect((await runLifecycleTick(t.app.ctx, later())).digested).toContain(a.customer.userId);
    const [mail, ...more] = await digestsTo(a.customer.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('You have 3 unread messages on Limpa');
    const firstName = a.cleaner.user.name.split(' ')[0];
    expect(mail!.text).toContain(`${firstName}, about the cleaning on `);
    expect(mail!.text).toContain(': 3 unread messages\n');
    expect(mail!.text).toContain(`/customer/bookings?booking=${a.id}`);
    expect(mail!.html).toContain('Read your messages');
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    expect(await digest(later())).not.toContain(a.customer.userId);
    expect(await digestsTo(a.customer.email)).toHaveLength(1);
    // A new message is told in the next digest, alone.
    await send(a.id, a.cleaner.cookie, 'One more thing');
    expect(await digest(later())).toContain(a.customer.userId);
    const subjects = (await digestsTo(a.customer.email)).map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining(['You have an unread message on Limpa']));
    // The other customer got their own mail with their own count.
    expect((await digestsTo(b.customer.email)).map((m) => m.subject)).toEqual([
      'You have 2 unread messages on Limpa',
    ]);
  });

  it('messages read before the run are not mailed', async () => {
    const a = await pendingBooking(t.app, t.db);
    await send(a.id, a.cleaner.cookie, 'Hello');
    expect((await post(t.app, `/api/v1/bookings/${a.id}/messages/read`, a.customer.cookie)).statusCode).toBe(
      204,
    );
    expect(await digest(later())).not.toContain(a.customer.userId);
    expect(await digestsTo(a.customer.email)).toEqual([]);
  });

  it('follows the message_received e-mail preference', async () => {
    const a = await pendingBooking(t.app, t.db);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/notification-preferences',
      headers: { cookie: a.customer.cookie },
      payload: { email: { message_received: false } },
    });
    expect(off.statusCode).toBe(200);
    await send(a.id, a.cleaner.cookie, 'Hello');
    expect(await digest(later())).not.toContain(a.customer.userId);
    expect(await digestsTo(a.customer.email)).toEqual([]);
  });

  it('both sides waiting → two mails, one each, in their own language; parallel runs mail once', async () => {
    const a = await pendingBooking(t.app, t.db);
    await t.db.update(profiles).set({ locale: 'pt-PT' }).where(eq(profiles.userId, a.cleaner.userId));
    await send(a.id, a.cleaner.cookie, 'Hello');
    await send(a.id, a.customer.cookie, 'Hi there');
    await send(a.id, a.customer.cookie, 'Ring twice');
    const runs = await Promise.all([digest(later()), digest(later())]);
    expect(runs.flat().filter((id) => id === a.customer.userId)).toHaveLength(1);
    expect(runs.flat().filter((id) => id === a.cleaner.userId)).toHaveLength(1);
    expect((await digestsTo(a.customer.email)).map((m) => m.subject)).toEqual([
      'You have an unread message on Limpa',
    ]);
    const [toCleaner] = await digestsTo(a.cleaner.user.email);
    expect(toCleaner?.subject).toBe('Tem 2 mensagens por ler na Limpa');
    expect(toCleaner?.text).toContain(`/provider/jobs?booking=${a.id}`);
    const sent = await t.db
      .select({ digestedAt: bookingMessages.digestedAt })
      .from(bookingMessages)
      .where(inArray(bookingMessages.bookingId, [a.id]));
    expect(sent.every((m) => m.digestedAt !== null)).toBe(true);
  });
});
