import { describe, expect, it } from 'vitest';
import { invoiceCountryOf, invoiceTotals, taxRatePercent } from './invoice-document';
import { computeLineTax } from './tax';

const QUEBEC = [
  { code: 'GST', rate: '0.05' },
  { code: 'QST', rate: '0.09975' },
] as const;

describe('invoiceTotals', () => {
  it('sums the lines and their taxes per code and rate', () => {
    const visit = {
      kind: 'visit' as const,
      ...computeLineTax({ amountCents: 10000, taxIncluded: false, rates: QUEBEC }),
    };
    const overtime = {
      kind: 'overtime' as const,
      ...computeLineTax({ amountCents: 2000, taxIncluded: false, rates: QUEBEC }),
    };
    const tip = { kind: 'tip' as const, subtotalCents: 500, taxes: [], totalCents: 500 };
    expect(invoiceTotals([visit, overtime, tip])).toEqual({
      subtotalCents: 12500,
      taxes: [
        { code: 'GST', rate: '0.05', amountCents: 600 },
        { code: 'QST', rate: '0.09975', amountCents: 1198 },
      ],
      totalCents: 14298,
    });
  });

  it('keeps two rates of one code apart (a rate that changed between two charges)', () => {
    const at = (rate: string) => ({
      kind: 'visit' as const,
      ...computeLineTax({ amountCents: 1230, taxIncluded: true, rates: [{ code: 'IVA', rate }] }),
    });
    expect(invoiceTotals([at('0.23'), at('0.22')]).taxes.map((t) => t.rate)).toEqual(['0.23', '0.22']);
  });

  it('refuses lines that do not add up, negative or fractional cents, and a document of nothing', () => {
    const line = { kind: 'visit' as const, subtotalCents: 100, taxes: [], totalCents: 100 };
    expect(() => invoiceTotals([{ ...line, totalCents: 101 }])).toThrow(RangeError);
    expect(() => invoiceTotals([{ ...line, subtotalCents: -1, totalCents: -1 }])).toThrow(RangeError);
    expect(() => invoiceTotals([{ ...line, subtotalCents: 0.5, totalCents: 0.5 }])).toThrow(RangeError);
    expect(() => invoiceTotals([])).toThrow(RangeError);
    expect(() => invoiceTotals([{ ...line, subtotalCents: 0, totalCents: 0 }])).toThrow(RangeError);
  });
});

describe('taxRatePercent and invoiceCountryOf', () => {
  it.each([
    ['0.23', 23],
    ['0.05', 5],
    ['0.09975', 9.975],
    ['0.135', 13.5],
    ['1', 100],
  ])('%s is %s %%', (rate, percent) => expect(taxRatePercent(rate)).toBe(percent));

  it('numbers EUR documents in Portugal and CAD ones in Canada', () => {
    expect(invoiceCountryOf('EUR')).toBe('PT');
    expect(invoiceCountryOf('CAD')).toBe('CA');
  });
});
