import { describe, expect, it } from 'vitest';
import { type BookingMailRow, bookingMails } from '../../src/modules/notifications/booking-mails';

/** The request mail names the home as the booking's country does: T0–T4 in Portugal, bedrooms in Canada. */
const rowFor = (booking: Record<string, unknown>, locale = 'en'): BookingMailRow => ({
  booking: {
    id: 'b1',
    bookingDate: '2026-12-07',
    bookingTime: '10:00',
    timeZone: 'Europe/Lisbon',
    status: 'pending',
    addOns: [],
    cleanerEarningsCents: 4400,
    totalAmountCents: 5500,
    customerAddress: 'Rua Augusta 100, 1100-053 Lisboa',
    ...booking,
  } as unknown as BookingMailRow['booking'],
  customer: { email: 'ana@example.com', name: 'Ana', locale },
  cleaner: { email: 'rui@example.com', name: 'Rui', locale },
});

/** The cleaner's request mail (the customer gets their own "request received"). */
const requestText = (row: BookingMailRow) =>
  bookingMails('requested', row, 'Limpa', 'https://limpa.test').find((m) => m.to === 'rui@example.com')?.text;

describe('the home type in booking mails', () => {
  it('is T2 for a booking in Portugal, whatever the language', () => {
    expect(requestText(rowFor({ homeType: 'T2', currency: 'EUR' }))).toContain('asked for a cleaning (T2)');
    expect(requestText(rowFor({ homeType: 'T2', currency: 'EUR' }, 'fr-CA'))).toContain('ménage (T2)');
  });

  it('is the bedrooms for a booking in Canada, in the language of the mail', () => {
    const canada = (homeType: string, locale = 'en') =>
      requestText(
        rowFor({ homeType, currency: 'CAD', customerAddress: '100 Queen St W, Toronto ON M5H 2N2' }, locale),
      );
    expect(canada('T0')).toContain('asked for a cleaning (studio)');
    expect(canada('T1')).toContain('asked for a cleaning (1 bedroom)');
    expect(canada('T2')).toContain('asked for a cleaning (2 bedrooms) on');
    expect(canada('T4')).toContain('asked for a cleaning (4+ bedrooms)');
    expect(canada('T2', 'fr-CA')).toContain('ménage (2 chambres)');
    expect(canada('T2')).toContain('in Toronto ON.');
    expect(canada('T2')).not.toMatch(/\bT2\b/);
  });
});
