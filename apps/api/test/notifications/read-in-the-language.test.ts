import { notifications } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationTexts } from '../../src/modules/notifications/notification-texts';
import { notify } from '../../src/modules/notifications/notify';
import { pushPayload } from '../../src/modules/push/deliver-push';
import { chooseLanguage, signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const list = (cookie: string, language?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/me/notifications',
    headers: { cookie, ...(language ? { 'accept-language': language } : {}) },
  });

/** One person (stored language English) and one notification about a booking on 2026-12-01 at 14:00. */
async function englishReaderWithABooking() {
  const person = await signUp(t.app, { role: 'customer', locale: 'en' });
  const userId = (
    await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: person.cookie } })
  ).json().user.id as string;
  await notify(t.app.ctx, t.db, {
    userId,
    type: 'booking_confirmed',
    vars: { name: 'Ana Silva', date: '2026-12-01', time: '14:00', bookingId: 'b1' },
  });
  return { ...person, userId };
}

describe('a notification is written when read, in the reader’s language', () => {
  it('reads the same notification in English, European Portuguese and Québec French', async () => {
    const { cookie } = await englishReaderWithABooking();
    const read = async (language: string) => (await list(cookie, language)).json().items[0];
    expect(await read('en')).toMatchObject({
      title: 'Booking confirmed',
      body: 'Ana Silva confirmed your cleaning on December 1, 2026 at 14:00.',
    });
    expect(await read('pt-PT')).toMatchObject({
      title: 'Marcação confirmada',
      body: expect.stringContaining('1 de dezembro de 2026'),
    });
    expect((await read('pt-PT')).body).toContain('14:00');
    const french = await read('fr-CA');
    expect(french.title).toBe('Réservation confirmée');
    expect(french.body).toContain('1 décembre 2026');
    expect(french.body).toContain('14 h 00');
    for (const item of [await read('pt-PT'), french]) {
      expect(item.body).not.toContain('2026-12-01');
      expect(item.body).not.toMatch(/ on | at /);
    }
  });

  it('without a language asked, follows the reader’s profile, not the language it was written in', async () => {
    const { cookie } = await englishReaderWithABooking();
    expect((await list(cookie)).json().items[0].title).toBe('Booking confirmed');
    await chooseLanguage(t.app, cookie, 'fr-CA');
    const item = (await list(cookie)).json().items[0];
    expect(item.title).toBe('Réservation confirmée');
    expect(item.body).toContain('14 h 00');
  });

  it('writes money in the reader’s form from its cents and currency', async () => {
    const { cookie, userId } = await englishReaderWithABooking();
    await notify(t.app.ctx, t.db, {
      userId,
      type: 'payout_sent',
      vars: { amountCents: 123450, currency: 'CAD' },
    });
    expect((await list(cookie, 'fr-CA')).json().items[0].body).toMatch(/^1\s234,50\s\$/);
    expect((await list(cookie, 'en')).json().items[0].body).toMatch(/^CA\$1,234\.50 /);
  });

  it('keeps an old row readable: formatted values pass through, an unknown type keeps its texts', async () => {
    const { cookie, userId } = await englishReaderWithABooking();
    // Written before notifications kept raw parameters: the amount was already a formatted string.
    await notify(t.app.ctx, t.db, { userId, type: 'payout_sent', vars: { amount: '€9.00' } });
    expect((await list(cookie, 'en')).json().items[0].body).toBe('€9.00 is on its way to your bank account.');
    await t.db
      .insert(notifications)
      .values({ userId, type: 'retired_kind', title: 'Old title', body: 'Old body', data: {} });
    expect((await list(cookie, 'pt-PT')).json().items[0]).toMatchObject({
      title: 'Old title',
      body: 'Old body',
    });
    expect(
      notificationTexts('fr-CA', { type: 'retired_kind', data: {}, title: 'Old title', body: 'Old body' }),
    ).toEqual({ title: 'Old title', body: 'Old body' });
  });

  it('keeps the type and raw parameters on the row, the texts being made at read time', async () => {
    const { userId } = await englishReaderWithABooking();
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(row).toMatchObject({
      type: 'booking_confirmed',
      data: { date: '2026-12-01', time: '14:00', name: 'Ana Silva' },
    });
  });

  it('pushes in the language the person reads in when it is sent, not when it was written', async () => {
    const { cookie, userId } = await englishReaderWithABooking();
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(JSON.parse(await pushPayload(t.db, row!)).title).toBe('Booking confirmed');
    await chooseLanguage(t.app, cookie, 'pt-PT');
    const payload = JSON.parse(await pushPayload(t.db, row!));
    expect(payload.title).toBe('Marcação confirmada');
    expect(payload.body).toContain('1 de dezembro de 2026 às 14:00');
  });
});
