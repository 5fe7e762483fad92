import { LOCALES } from '@limpa/contracts';
import { describe, expect, it } from 'vitest';
import { SERVER_STRINGS } from '../../src/lib/i18n';
import type { MailMessage } from '../../src/lib/mailer';
import { approvalRevokedMails, cleanerApprovedMail } from '../../src/modules/notifications/approval-mails';
import { type BookingMailRow, bookingMails } from '../../src/modules/notifications/booking-mails';
import { cleanerCancelledMails, reassignedMails } from '../../src/modules/notifications/cancellation-mails';
import {
  bookingExpiredMail,
  seriesCancelledMail,
  seriesSkippedMail,
} from '../../src/modules/notifications/lifecycle-mails';
import { COMPILED_LAYOUTS } from '../../src/modules/notifications/mail-layout';
import { overtimeMails } from '../../src/modules/notifications/overtime-mails';
import { paymentNeedsActionMail } from '../../src/modules/notifications/payment-mails';
import { rescheduleMails } from '../../src/modules/notifications/reschedule-mails';

/** Mails are pure functions of a booking row: a fixed row, no database, no clock. */
const URL = 'https://limpa.test';
const BRAND = 'Limpa';
const booking = {
  id: 'b1',
  bookingDate: '2026-12-07',
  bookingTime: '10:00',
  timeZone: 'Europe/Lisbon',
  homeType: 'T2',
  // The receipt's total is the final one, which a completed booking carries.
  status: 'completed',
  currency: 'EUR',
  basePriceCents: 5000,
  addOns: [{ name: 'Oven', priceCents: 500 }],
  totalAmountCents: 5500,
  taxIncluded: true,
  taxRates: [{ code: 'IVA', rate: '0.23' }],
  taxCents: 1028,
  taxes: [{ code: 'IVA', rate: '0.23', amountCents: 1028 }],
  finalTotalCents: 7500,
  cleanerEarningsCents: 4400,
  overtimeFeeCents: 2000,
  overtimeMinutes: 36,
  overtimeStatus: 'pending_approval',
  overtimeDisputeReason: 'Left early <b>',
  actualHoursWorked: '3.10',
  customerAddress: 'Rua Augusta 1, Lisboa, Lisboa 1100-053',
  addressId: 'a1',
  cancelledBy: 'customer',
  cancellationReason: 'I am ill',
  paymentStatus: 'refunded',
  rescheduleDate: '2026-12-09',
  rescheduleTime: '14:30',
} as unknown as BookingMailRow['booking'];

const rowIn = (customerLocale: string, cleanerLocale = customerLocale): BookingMailRow => ({
  booking,
  customer: { email: 'ana@example.com', name: 'Ana', locale: customerLocale },
  cleaner: { email: 'rui@example.com', name: 'Rui', locale: cleanerLocale },
});
const row = rowIn('en');
const customer = row.customer;
const previous = { email: 'eva@example.com', name: 'Eva', locale: 'en' };

const subjects = (mails: MailMessage[]) => mails.map((m) => [m.to, m.subject]);
const WHEN = 'Monday, December 7, 2026 at 10:00 (Lisbon time)';

describe('booking e-mails in English', () => {
  it('every mail has the layout: greeting, brand, footer, HTML and text saying the same', () => {
    const [mail] = bookingMails('confirmed', row, BRAND, URL);
    expect(mail?.text).toMatch(/^Hello Ana,\n\n/);
    expect(mail?.text).toContain(`See your bookings: ${URL}/customer/bookings\n\nLimpa\n\n--\n`);
    expect(mail?.html).toMatch(/<html lang="en"[ >]/);
    expect(mail?.html).toContain(`<a href="${URL}/customer/bookings"`);
    expect(mail?.html).toContain('Rui confirmed your cleaning on Monday, December 7, 2026');
  });

  it('the HTML is the MJML-compiled layout, filled: responsive columns, Outlook fallbacks, no placeholder left', () => {
    const [mail] = bookingMails('confirmed', row, BRAND, URL);
    const html = mail!.html!;
    for (const layout of [COMPILED_LAYOUTS.withAction, COMPILED_LAYOUTS.withoutAction]) {
      expect(layout).toContain('mj-column-per-100');
      expect(layout).toContain('<!--[if mso | IE]>');
      expect(layout).toContain('%%BODY%%');
    }
    expect(html).toContain('mj-column-per-100');
    expect(html).toContain('@media only screen and (min-width:480px)');
    expect(html).not.toMatch(/%%[A-Z_]+%%/);
    // The layout's size plus the mail's content: filling never re-renders MJML.
    expect(html.length).toBeGreaterThan(COMPILED_LAYOUTS.withAction.length);
    expect(html.length).toBeLessThan(COMPILED_LAYOUTS.withAction.length + 2_000);
    const [noAction] = approvalRevokedMails(customer, [], BRAND, URL);
    expect(noAction?.html).not.toContain('%%ACTION');
    expect(noAction?.html).not.toMatch(/<a [^>]*>/);
    expect(noAction?.html).toContain('mj-column-per-100');
  });

  it('content that looks like a placeholder is kept as written', () => {
    const [, toCleaner] = overtimeMails(
      'disputed',
      { ...row, booking: { ...booking, overtimeDisputeReason: '%%BODY%%' } },
      BRAND,
      URL,
    );
    expect(toCleaner?.html).toContain('&quot;%%BODY%%&quot;');
  });

  it('escapes user input in the HTML and keeps it verbatim in the text', () => {
    const [, toCleaner] = overtimeMails('disputed', row, BRAND, URL);
    expect(toCleaner?.text).toContain('"Left early <b>"');
    expect(toCleaner?.html).toContain('&quot;Left early &lt;b&gt;&quot;');
    expect(toCleaner?.html).not.toContain('<b>');
  });

  it('requested, confirmed, cancelled, completed', () => {
    const requested = bookingMails('requested', row, BRAND, URL);
    expect(subjects(requested)).toEqual([
      ['ana@example.com', 'We received your booking request for Monday, December 7, 2026'],
      ['rui@example.com', `New booking request for ${WHEN}`],
    ]);
    // The customer reads their own full address; the cleaner only the area until they confirm.
    expect(requested[0]?.text).toContain('Rua Augusta 1, Lisboa');
    expect(requested[0]?.text).toContain('the total of €55.00 is charged only when Rui confirms');
    expect(requested[1]?.text).toContain('in Lisboa, Lisboa');
    expect(requested[1]?.text).not.toContain('Rua Augusta');
    expect(subjects(bookingMails('confirmed', row, BRAND, URL))).toEqual([
      ['ana@example.com', 'Your cleaning on Monday, December 7, 2026 is confirmed'],
      ['rui@example.com', 'You confirmed the cleaning on Monday, December 7, 2026'],
    ]);
    const cancelled = bookingMails('cancelled', row, BRAND, URL);
    expect(subjects(cancelled)).toEqual([
      ['ana@example.com', 'Your cleaning on Monday, December 7, 2026 was cancelled'],
      ['rui@example.com', 'The cleaning on Monday, December 7, 2026 was cancelled'],
    ]);
    expect(cancelled[0]?.text).toContain('Your payment was refunded.');
    const completed = bookingMails('completed', row, BRAND, URL);
    expect(subjects(completed)).toEqual([
      ['ana@example.com', 'Receipt for your cleaning on Monday, December 7, 2026'],
      ['rui@example.com', 'You completed the cleaning on Monday, December 7, 2026'],
    ]);
    expect(completed[0]?.text).toContain(
      'Base price: €50.00\nOven: €5.00\nOvertime (36 min): €20.00, waiting for your approval\nTotal: €75.00\nIncludes IVA 23 %: €14.02\nHours worked: 3.10',
    );
    expect(completed[1]?.text).toContain('Your earnings: €44.00.');
  });

  it('a cleaner who cancelled gets no "was cancelled" mail, the customer learns who cancelled', () => {
    const byCleaner = { ...row, booking: { ...booking, cancelledBy: 'cleaner' as const } };
    const mails = bookingMails('cancelled', byCleaner, BRAND, URL);
    expect(mails.map((m) => m.to)).toEqual(['ana@example.com']);
    expect(mails[0]?.text).toContain('The cleaner cancelled it.');
  });

  it('reschedule moved, asked, accepted, declined', () => {
    expect(subjects(rescheduleMails('moved', row, BRAND, URL))).toEqual([
      ['ana@example.com', 'Your booking request now is on Monday, December 7, 2026'],
      ['rui@example.com', 'A booking request moved to Monday, December 7, 2026'],
    ]);
    const asked = rescheduleMails('requested', row, BRAND, URL);
    expect(subjects(asked)).toEqual([
      ['ana@example.com', 'You asked to move your cleaning on Monday, December 7, 2026'],
      ['rui@example.com', 'Ana asks to move a cleaning'],
    ]);
    expect(asked[1]?.text).toContain(`to Wednesday, December 9, 2026 at 14:30 (Lisbon time)`);
    expect(subjects(rescheduleMails('accepted', row, BRAND, URL))).toEqual([
      ['ana@example.com', 'Your cleaning moved to Monday, December 7, 2026'],
      ['rui@example.com', 'A cleaning moved to Monday, December 7, 2026'],
    ]);
    expect(subjects(rescheduleMails('declined', row, BRAND, URL))).toEqual([
      ['ana@example.com', 'Your reschedule request was declined'],
      ['rui@example.com', 'You declined a reschedule request'],
    ]);
  });

  it('overtime asked, approved, disputed, decided', () => {
    const asked = overtimeMails('requested', row, BRAND, URL);
    expect(subjects(asked)).toEqual([['ana@example.com', 'Please approve the overtime of your cleaning']]);
    expect(asked[0]?.text).toContain('Overtime: €20.00 (36 min).');
    expect(subjects(overtimeMails('approved', row, BRAND, URL))).toEqual([
      ['ana@example.com', 'Overtime approved'],
      ['rui@example.com', 'Overtime approved'],
    ]);
    expect(subjects(overtimeMails('disputed', row, BRAND, URL))).toEqual([
      ['ana@example.com', 'Overtime disputed'],
      ['rui@example.com', 'The customer disputed your overtime'],
    ]);
    expect(overtimeMails('charged', row, BRAND, URL)[0]?.text).toContain('€20.00 (36 min) is charged.');
    expect(overtimeMails('waived', row, BRAND, URL)[1]?.text).toContain('is waived and not charged.');
  });

  it('cleaner cancelled with the rebook link, reassigned to all three people', () => {
    const cancelled = cleanerCancelledMails(row, BRAND, URL);
    expect(subjects(cancelled)).toEqual([
      ['ana@example.com', 'Your cleaner cancelled your cleaning on Monday, December 7, 2026'],
      ['rui@example.com', 'You cancelled the cleaning on Monday, December 7, 2026'],
    ]);
    expect(cancelled[0]?.text).toContain('Reason: I am ill');
    expect(cancelled[0]?.text).toContain(
      `${URL}/customer/book?addressId=a1&homeType=T2&addOns=&date=2026-12-07`,
    );
    expect(subjects(reassignedMails(row, previous, BRAND, URL))).toEqual([
      ['ana@example.com', 'A new cleaner for your cleaning on Monday, December 7, 2026'],
      ['rui@example.com', 'A cleaning on Monday, December 7, 2026 was given to you'],
      ['eva@example.com', 'The cleaning on Monday, December 7, 2026 was given to another cleaner'],
    ]);
  });

  it('series skipped and cancelled, request expired, payment needs action, approval withdrawn', () => {
    const series = { bookingTime: '10:00', timeZone: 'Europe/Lisbon' };
    const one = seriesSkippedMail(customer, [{ date: '2026-12-14', reason: 'time_off' }], series, URL, BRAND);
    expect(one.subject).toBe('A visit of your recurring cleaning could not be booked');
    expect(one.text).toContain('- Monday, December 14, 2026 at 10:00: the cleaner is off that day');
    const two = seriesSkippedMail(
      customer,
      [
        { date: '2026-12-14', reason: 'time_off' },
        { date: '2026-12-21', reason: 'slot_taken' },
      ],
      series,
      URL,
      BRAND,
    );
    expect(two.subject).toBe('Visits of your recurring cleaning could not be booked');
    expect(seriesCancelledMail(customer, 3, URL, BRAND).text).toContain('3 upcoming visits were cancelled');
    expect(seriesCancelledMail(customer, 1, URL, BRAND).text).toContain('1 upcoming visit was cancelled');
    const expired = bookingExpiredMail(customer, booking, URL, BRAND);
    expect(expired.subject).toBe('Your booking request for Monday, December 7, 2026 expired');
    expect(expired.text).toContain(`request for ${WHEN} in time`);
    expect(paymentNeedsActionMail(customer, booking, BRAND, URL).subject).toBe(
      'Please confirm the payment for your cleaning on Monday, December 7, 2026',
    );
    const open = [{ ...customer, date: '2026-12-07', time: '10:00', zone: 'Europe/Lisbon' }];
    expect(subjects(approvalRevokedMails(row.cleaner!, open, BRAND, URL))).toEqual([
      ['rui@example.com', 'Your Limpa cleaner account is no longer approved'],
      ['ana@example.com', 'Your cleaning on Monday, December 7, 2026 needs attention'],
    ]);
    const approved = cleanerApprovedMail(row.cleaner!, BRAND, URL);
    expect(approved.subject).toBe('Your Limpa cleaner account is approved');
    expect(approved.text).toContain(`Open your portal: ${URL}/provider/portal`);
  });
});

describe('booking e-mails in the recipient’s language', () => {
  it('each side reads its own language: a Portuguese customer and a Canadian-French cleaner', () => {
    const [toCustomer, toCleaner] = bookingMails('completed', rowIn('pt-PT', 'fr-CA'), BRAND, URL);
    expect(toCustomer?.subject).toBe('Recibo da sua limpeza de segunda-feira, 7 de dezembro de 2026');
    expect(toCustomer?.text).toMatch(/^Olá Ana,/);
    expect(toCustomer?.text).toContain('Total: 75,00\u00a0€');
    expect(toCustomer?.text).toContain('segunda-feira, 7 de dezembro de 2026 às 10:00 (hora de Lisboa)');
    expect(toCustomer?.html).toMatch(/<html lang="pt-PT"[ >]/);
    expect(toCleaner?.subject).toBe('Vous avez terminé le ménage du lundi 7 décembre 2026');
    expect(toCleaner?.text).toMatch(/^Bonjour Rui,/);
    expect(toCleaner?.text).toContain('Votre rémunération : 44,00\u00a0€.');
  });

  it('fr-CA: a cleaner cancelled, with the reason and the rebook button', () => {
    const [mail] = cleanerCancelledMails(rowIn('fr-CA'), BRAND, URL);
    expect(mail?.subject).toBe('Votre préposé a annulé votre ménage du lundi 7 décembre 2026');
    expect(mail?.text).toContain('Raison : I am ill');
    expect(mail?.text).toContain('lundi 7 décembre 2026 à 10 h 00 (heure de Lisbonne)');
    expect(mail?.html).toContain('Trouver un autre préposé pour le même logement et la même date');
  });

  it('a profile without a language (or an unknown one) gets English', () => {
    expect(bookingMails('confirmed', rowIn('xx'), BRAND, URL)[0]?.text).toMatch(/^Hello Ana,/);
  });
});

describe('mail strings', () => {
  const keysOf = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v as object, `${prefix}${k}.`),
    );
  const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
  const stringAt = (tree: object, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;

  it('every mail key exists in all three languages, with the same placeholders', () => {
    const english = SERVER_STRINGS.en.mail as object;
    const keys = keysOf(english).sort();
    expect(keys.length).toBeGreaterThan(50);
    for (const locale of LOCALES) {
      const strings = SERVER_STRINGS[locale].mail as object;
      expect(keysOf(strings).sort(), locale).toEqual(keys);
      for (const key of keys) {
        expect(placeholders(stringAt(strings, key)), `${locale} ${key}`).toEqual(
          placeholders(stringAt(english, key)),
        );
      }
    }
  });
});
