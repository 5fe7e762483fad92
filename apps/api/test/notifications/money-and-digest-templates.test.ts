import { describe, expect, it } from 'vitest';
import { messagesDigestMail } from '../../src/modules/notifications/digest-unread-messages';
import {
  paymentFailedMail,
  payoutSentMail,
  refundMadeMail,
} from '../../src/modules/notifications/money-mails';
import { reminderMails } from '../../src/modules/notifications/remind-upcoming-bookings';

/** The new events' mails as pure functions: fixed inputs, no database, no clock. */
const URL = 'https://limpa.test';
const BRAND = 'Limpa';
const booking = { id: 'b1', bookingDate: '2026-12-07', bookingTime: '10:00', timeZone: 'Europe/Lisbon' };
const to = (locale: string) => ({ email: 'ana@example.com', name: 'Ana', locale });
const unsubscribe = {
  page: `${URL}/unsubscribe?token=u1.x.y`,
  oneClick: `${URL}/api/v1/unsubscribe?token=u1.x.y`,
};
const conversations = [
  { bookingId: 'b1', side: 'customer' as const, name: 'Rui', date: '2026-12-07', count: 3 },
  { bookingId: 'b2', side: 'customer' as const, name: 'Eva', date: '2026-12-09', count: 1 },
];
const lines = (text: string) => text.split('\n').filter(Boolean);

describe('money and digest e-mails: subject and key lines', () => {
  it('payment failed', () => {
    const en = paymentFailedMail(to('en'), booking, { cents: 5500, currency: 'EUR' }, BRAND, URL);
    expect(en.subject).toBe('Your payment for the cleaning on Monday, December 7, 2026 did not go through');
    expect(lines(en.text)).toEqual(
      expect.arrayContaining([
        'We could not charge €55.00 to your card for your cleaning on Monday, December 7, 2026 at 10:00 (Lisbon time). Your booking stays confirmed.',
        'Pay now in My bookings: https://limpa.test/customer/bookings?booking=b1',
      ]),
    );
    const pt = paymentFailedMail(to('pt-PT'), booking, { cents: 5500, currency: 'EUR' }, BRAND, URL);
    expect(pt.subject).toBe('Não foi possível cobrar a sua limpeza de segunda-feira, 7 de dezembro de 2026');
    expect(pt.text).toContain('Não conseguimos cobrar 55,00\u00a0€ no seu cartão');
    expect(en.headers).toBeUndefined();
  });

  it('refund made, with the amount in the recipient’s locale and currency, and the reason', () => {
    const refund = { cents: 12_345, currency: 'CAD', reason: 'Cleaner was late' };
    const en = refundMadeMail(to('en'), booking, refund, BRAND, URL);
    expect(en.subject).toBe('Refund of CA$123.45 for your cleaning on Monday, December 7, 2026');
    expect(en.text).toContain('Reason: Cleaner was late');
    const fr = refundMadeMail(to('fr-CA'), booking, refund, BRAND, URL);
    expect(fr.subject).toBe('Remboursement de 123,45\u00a0$ pour votre ménage du lundi 7 décembre 2026');
    expect(fr.text).toContain('Motif : Cleaner was late');
  });

  it('payout sent: optional, so a footer link and the one-click headers', () => {
    const en = payoutSentMail(to('en'), { cents: 9900, currency: 'EUR' }, BRAND, URL, unsubscribe);
    expect(en.subject).toBe('Payout of €99.00 sent');
    expect(en.text).toContain('See your wallet: https://limpa.test/provider/wallet');
    expect(en.text).toContain(`Stop these e-mails: ${unsubscribe.page}`);
    expect(en.html).toContain(`<a href="${unsubscribe.page}"`);
    expect(en.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const pt = payoutSentMail(to('pt-PT'), { cents: 9900, currency: 'EUR' }, BRAND, URL, unsubscribe);
    expect(pt.subject).toBe('Pagamento de 99,00\u00a0€ enviado');
    expect(pt.text).toContain('Deixar de receber estes e-mails: ');
  });

  it('the digest lists each conversation with its count and link', () => {
    const en = messagesDigestMail(to('en'), conversations, BRAND, URL, unsubscribe);
    expect(en.subject).toBe('You have 4 unread messages on Limpa');
    expect(lines(en.text)).toEqual(
      expect.arrayContaining([
        'Rui, about the cleaning on Monday, December 7, 2026: 3 unread messages',
        'https://limpa.test/customer/bookings?booking=b1',
        'Eva, about the cleaning on Wednesday, December 9, 2026: 1 unread message',
        'Read your messages: https://limpa.test/customer/bookings?booking=b1',
      ]),
    );
    const fr = messagesDigestMail(to('fr-CA'), conversations.slice(1), BRAND, URL, unsubscribe);
    expect(fr.subject).toBe('Vous avez un message non lu sur Limpa');
    expect(fr.text).toContain('Eva, au sujet du ménage du mercredi 9 décembre 2026 : 1 message non lu');
  });

  it('the reminder carries each side’s unsubscribe link', () => {
    const row = {
      booking: { ...booking, customerAddress: 'Rua Augusta 1' },
      customer: to('en'),
      cleaner: { ...to('en'), email: 'rui@example.com', name: 'Rui' },
    } as unknown as Parameters<typeof reminderMails>[0];
    const [toCustomer, toCleaner] = reminderMails(row, BRAND, URL, undefined, {
      customer: unsubscribe,
    });
    expect(toCustomer?.headers?.['List-Unsubscribe']).toBe(`<${unsubscribe.oneClick}>`);
    expect(toCleaner?.headers).toBeUndefined();
  });
});
