import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoiceYear, parseInvoiceNumber } from './invoice-number';

describe('formatInvoiceNumber', () => {
  it('writes the country, the year and six zero-padded digits', () => {
    expect(formatInvoiceNumber({ country: 'PT', year: 2026, seq: 1 })).toBe('PT-2026/000001');
    expect(formatInvoiceNumber({ country: 'CA', year: 2027, seq: 42 })).toBe('CA-2027/000042');
    expect(formatInvoiceNumber({ country: 'PT', year: 2026, seq: 999_999 })).toBe('PT-2026/999999');
  });

  it.each([0, -1, 1.5, 1_000_000])('refuses the sequence %s', (seq) => {
    expect(() => formatInvoiceNumber({ country: 'PT', year: 2026, seq })).toThrow(RangeError);
  });

  it('refuses a year that is not four digits', () => {
    expect(() => formatInvoiceNumber({ country: 'PT', year: 99, seq: 1 })).toThrow(RangeError);
  });
});

describe('parseInvoiceNumber', () => {
  it('reads back what the formatter writes', () => {
    const parts = { country: 'CA', year: 2026, seq: 123 } as const;
    expect(parseInvoiceNumber(formatInvoiceNumber(parts))).toEqual(parts);
  });

  it.each([
    'PT-2026/000000',
    'PT-2026/1',
    'PT-2026/0000001',
    'ES-2026/000001',
    'pt-2026/000001',
    'PT2026/000001',
    'PT-26/000001',
    ' PT-2026/000001',
  ])('refuses %j', (text) => {
    expect(parseInvoiceNumber(text)).toBeNull();
  });
});

describe('invoiceYear', () => {
  it("is the year on the country's own calendar", () => {
    const newYearUtc = new Date('2027-01-01T02:00:00Z');
    expect(invoiceYear('PT', newYearUtc)).toBe(2027); // 02:00 in Lisbon
    expect(invoiceYear('CA', newYearUtc)).toBe(2026); // 21:00 on 31 December in Toronto
    expect(invoiceYear('CA', new Date('2027-01-01T05:00:00Z'))).toBe(2027);
  });
});
