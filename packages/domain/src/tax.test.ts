import { describe, expect, it } from 'vitest';
import { CANADIAN_PROVINCES } from './geo';
import {
  applicableTaxRates,
  computeLineTax,
  formatTaxRate,
  isTaxCodeAllowed,
  PORTUGUESE_TAX_REGIONS,
  parseTaxRate,
  pricesIncludeTax,
  refundTaxShare,
  TAX_RATE_DEFAULTS,
  type TaxRate,
  type TaxRegion,
  taxRegionOf,
} from './tax';

/** The seeded rates in force in a region: its own rows and the whole country's, as the repository answers. */
const seeded = ({ country, region }: TaxRegion): TaxRate[] =>
  TAX_RATE_DEFAULTS.filter((r) => r.country === country && (r.region === region || r.region === null)).map(
    ({ code, rate }) => ({ code, rate }),
  );

const taxed = (region: TaxRegion, amountCents: number) =>
  computeLineTax({ amountCents, taxIncluded: pricesIncludeTax(region.country), rates: seeded(region) });

describe('tax regions', () => {
  it('reads the Portuguese region from the district', () => {
    expect(taxRegionOf({ country: 'portugal', district: 'Lisboa' })).toEqual({
      country: 'portugal',
      region: 'mainland',
    });
    expect(taxRegionOf({ country: 'PT', district: 'Madeira' })).toEqual({
      country: 'portugal',
      region: 'madeira',
    });
    expect(taxRegionOf({ country: 'portugal', district: 'Açores' })).toEqual({
      country: 'portugal',
      region: 'azores',
    });
    expect(taxRegionOf({ country: 'portugal', district: 'Região Autónoma dos Açores' })?.region).toBe(
      'azores',
    );
    expect(taxRegionOf({ country: 'portugal', district: null })?.region).toBe('mainland');
  });

  it('reads the Canadian province by code or name, and knows none for a missing one', () => {
    expect(taxRegionOf({ country: 'canada', province: 'QC' })).toEqual({ country: 'canada', region: 'QC' });
    expect(taxRegionOf({ country: 'CA', province: 'Québec' })?.region).toBe('QC');
    expect(taxRegionOf({ country: 'canada', province: null })).toBeNull();
    expect(taxRegionOf({ country: 'spain', province: 'ON' })).toBeNull();
  });

  it('allows each code only where it is levied', () => {
    expect(isTaxCodeAllowed('portugal', 'madeira', 'IVA')).toBe(true);
    expect(isTaxCodeAllowed('portugal', null, 'IVA')).toBe(false);
    expect(isTaxCodeAllowed('portugal', 'mainland', 'GST')).toBe(false);
    expect(isTaxCodeAllowed('canada', null, 'GST')).toBe(true);
    expect(isTaxCodeAllowed('canada', 'ON', 'GST')).toBe(false);
    expect(isTaxCodeAllowed('canada', 'ON', 'HST')).toBe(true);
    expect(isTaxCodeAllowed('canada', 'QC', 'HST')).toBe(false);
    expect(isTaxCodeAllowed('canada', 'QC', 'QST')).toBe(true);
    expect(isTaxCodeAllowed('canada', 'BC', 'PST')).toBe(true);
    expect(isTaxCodeAllowed('canada', 'ON', 'PST')).toBe(false);
    expect(isTaxCodeAllowed('canada', 'XX', 'PST')).toBe(false);
  });

  it('seeds only allowed rows, all from 2026-01-01', () => {
    for (const row of TAX_RATE_DEFAULTS) {
      expect(isTaxCodeAllowed(row.country, row.region, row.code)).toBe(true);
      expect(row.effectiveFrom).toBe('2026-01-01');
    }
  });
});

describe('rates as text', () => {
  it('parses into parts per 100 000 and back', () => {
    expect(parseTaxRate('0.09975')).toBe(9975);
    expect(parseTaxRate('0.1300')).toBe(13000);
    expect(parseTaxRate('0')).toBe(0);
    expect(parseTaxRate('1')).toBe(100000);
    expect(formatTaxRate(9975)).toBe('0.09975');
    expect(formatTaxRate(13000)).toBe('0.13');
    expect(formatTaxRate(0)).toBe('0.00');
    expect(formatTaxRate(100000)).toBe('1.00');
  });

  it('refuses what is not a rate', () => {
    for (const bad of ['0.123456', '1.5', '-0.1', '.5', '0,23', '', '13%']) {
      expect(() => parseTaxRate(bad)).toThrow(RangeError);
    }
  });
});

describe('Canada: before tax, one rounding per tax per line', () => {
  /** Tax on 100.00 outside Quebec: HST where it is levied, else GST alone (PST is 0 until an admin sets it). */
  const expected: Record<string, number> = { ON: 1300, NS: 1400, NB: 1500, NL: 1500, PE: 1500 };

  it.each(CANADIAN_PROVINCES.map((p) => p.code))('taxes 100.00 in %s', (code) => {
    const line = taxed({ country: 'canada', region: code }, 10000);
    if (code === 'QC') {
      expect(line.taxes).toEqual([
        { code: 'GST', rate: '0.05', amountCents: 500 },
        { code: 'QST', rate: '0.09975', amountCents: 998 },
      ]);
      expect(line.totalCents).toBe(11498);
      return;
    }
    const tax = expected[code] ?? 500;
    expect(line.taxes).toHaveLength(1);
    expect(line.taxes[0]?.code).toBe(code in expected ? 'HST' : 'GST');
    expect(line.taxes[0]?.amountCents).toBe(tax);
    expect(line).toMatchObject({ subtotalCents: 10000, totalCents: 10000 + tax });
  });

  it('rounds a half cent up', () => {
    expect(taxed({ country: 'canada', region: 'AB' }, 10).taxes[0]?.amountCents).toBe(1); // 0.5
    expect(taxed({ country: 'canada', region: 'AB' }, 9).taxes[0]?.amountCents).toBe(0); // 0.45
    expect(taxed({ country: 'canada', region: 'ON' }, 50).taxes[0]?.amountCents).toBe(7); // 6.5
    expect(taxed({ country: 'canada', region: 'NS' }, 25).taxes[0]?.amountCents).toBe(4); // 3.5
    expect(taxed({ country: 'canada', region: 'PE' }, 10).taxes[0]?.amountCents).toBe(2); // 1.5
    expect(taxed({ country: 'canada', region: 'QC' }, 200).taxes).toEqual([
      { code: 'GST', rate: '0.05', amountCents: 10 },
      { code: 'QST', rate: '0.09975', amountCents: 20 }, // 19.95
    ]);
    expect(taxed({ country: 'canada', region: 'QC' }, 5013).taxes[1]?.amountCents).toBe(500); // 500.0468
  });

  /** Per province: an amount whose tax is exactly x.5 cents (up) and one just under it (down). */
  it.each([
    ['AB', 10, [1], 9, [0]], // 0.5 / 0.45
    ['BC', 10, [1], 9, [0]],
    ['MB', 10, [1], 9, [0]],
    ['NT', 10, [1], 9, [0]],
    ['NU', 10, [1], 9, [0]],
    ['SK', 10, [1], 9, [0]],
    ['YT', 10, [1], 9, [0]],
    ['ON', 50, [7], 19, [2]], // 6.5 / 2.47
    ['NS', 25, [4], 32, [4]], // 3.5 / 4.48
    ['NB', 10, [2], 3, [0]], // 1.5 / 0.45
    ['NL', 10, [2], 3, [0]],
    ['PE', 10, [2], 3, [0]],
    ['QC', 2000, [100, 200], 5, [0, 0]], // QST 199.5 / 0.49875
  ] as const)('%s rounds a half cent up and less than half down', (province, half, up, under, down) => {
    const region = { country: 'canada', region: province } as const;
    expect(taxed(region, half).taxes.map((t) => t.amountCents)).toEqual(up);
    expect(taxed(region, under).taxes.map((t) => t.amountCents)).toEqual(down);
  });

  it('adds a provincial rate an admin set, and drops a zero one', () => {
    const line = computeLineTax({
      amountCents: 1010,
      taxIncluded: false,
      rates: [
        { code: 'GST', rate: '0.05' },
        { code: 'PST', rate: '0.07' },
      ],
    });
    expect(line.taxes.map((t) => t.amountCents)).toEqual([51, 71]); // 50.5 and 70.7
    expect(line.totalCents).toBe(1132);
    expect(
      applicableTaxRates([
        { code: 'PST', rate: '0' },
        { code: 'GST', rate: '0.05' },
      ]),
    ).toEqual([{ code: 'GST', rate: '0.05' }]);
  });

  it('lets HST replace GST whatever order the rates come in', () => {
    expect(
      applicableTaxRates([
        { code: 'HST', rate: '0.13' },
        { code: 'GST', rate: '0.05' },
      ]),
    ).toEqual([{ code: 'HST', rate: '0.13' }]);
  });
});

describe('Portugal: prices include IVA, subtotal + tax = total', () => {
  it.each([
    ['mainland', 12300, 10000, 2300],
    ['madeira', 12200, 10000, 2200],
    ['azores', 11600, 10000, 1600],
    ['mainland', 100, 81, 19], // 81.30
    ['madeira', 100, 82, 18], // 81.97
    ['azores', 100, 86, 14], // 86.21
    ['mainland', 1, 1, 0],
    ['mainland', 0, 0, 0],
    ['mainland', 4999, 4064, 935], // 4064.23
  ] as const)('%s: %i cents', (region, total, subtotal, tax) => {
    const line = taxed({ country: 'portugal', region }, total);
    expect(line).toEqual({
      subtotalCents: subtotal,
      taxes: [
        {
          code: 'IVA',
          rate: region === 'mainland' ? '0.23' : region === 'madeira' ? '0.22' : '0.16',
          amountCents: tax,
        },
      ],
      totalCents: total,
    });
  });

  /** No IVA-inclusive total divides to exactly x.5 at 23, 22 or 16 %: the nearest on each side. */
  it.each([
    ['mainland', 8, 7, 115, 93], // 6.504 / 93.496
    ['madeira', 36, 30, 25, 20], // 29.508 / 20.492
    ['azores', 18, 16, 11, 9], // 15.517 / 9.483
  ] as const)(
    '%s rounds the subtotal to the nearest cent on both sides of a half',
    (region, up, upSub, down, downSub) => {
      const place = { country: 'portugal', region } as const;
      expect(taxed(place, up)).toMatchObject({ subtotalCents: upSub, taxes: [{ amountCents: up - upSub }] });
      expect(taxed(place, down)).toMatchObject({
        subtotalCents: downSub,
        taxes: [{ amountCents: down - downSub }],
      });
    },
  );

  it('rounds a half-cent subtotal up', () => {
    const at20 = (amountCents: number) =>
      computeLineTax({ amountCents, taxIncluded: true, rates: [{ code: 'IVA', rate: '0.2' }] });
    expect(at20(3)).toMatchObject({ subtotalCents: 3, taxes: [{ amountCents: 0 }] }); // 2.5
    expect(at20(9)).toMatchObject({ subtotalCents: 8, taxes: [{ amountCents: 1 }] }); // 7.5
  });

  it('always adds up, whatever the amount', () => {
    for (const region of PORTUGUESE_TAX_REGIONS) {
      for (let total = 0; total < 2000; total += 7) {
        const line = taxed({ country: 'portugal', region }, total);
        expect(line.subtotalCents + (line.taxes[0]?.amountCents ?? 0)).toBe(total);
      }
    }
  });

  it('refuses an amount that is not cents', () => {
    expect(() => computeLineTax({ amountCents: 10.5, taxIncluded: true, rates: [] })).toThrow(RangeError);
    expect(() => computeLineTax({ amountCents: -1, taxIncluded: false, rates: [] })).toThrow(RangeError);
  });
});

describe('refunds return tax in proportion', () => {
  const ontario = taxed({ country: 'canada', region: 'ON' }, 10000); // 1300 tax, 11300 total

  it('returns half the tax for half the total', () => {
    expect(refundTaxShare(ontario, 5650)).toEqual({
      subtotalCents: 5000,
      taxes: [{ code: 'HST', rate: '0.13', amountCents: 650 }],
      totalCents: 5650,
    });
  });

  it('never returns more than was charged over several partial refunds', () => {
    const first = refundTaxShare(ontario, 3767);
    const second = refundTaxShare(ontario, 3767, 3767);
    const third = refundTaxShare(ontario, 3766, 7534);
    expect([first, second, third].map((r) => r.taxes[0]?.amountCents)).toEqual([433, 434, 433]);
    let refunded = 0;
    let tax = 0;
    for (let i = 0; i < 11300; i += 1) {
      tax += refundTaxShare(ontario, 1, refunded).taxes[0]?.amountCents ?? 0;
      refunded += 1;
    }
    expect(tax).toBe(1300);
  });

  it('splits each tax of a line with two', () => {
    const quebec = taxed({ country: 'canada', region: 'QC' }, 10000);
    expect(refundTaxShare(quebec, 5749).taxes.map((t) => t.amountCents)).toEqual([250, 499]); // 499.0
    expect(refundTaxShare(quebec, quebec.totalCents).taxes.map((t) => t.amountCents)).toEqual([500, 998]);
  });

  it('returns a Portuguese line its IVA in proportion', () => {
    const lisbon = taxed({ country: 'portugal', region: 'mainland' }, 4999);
    expect(refundTaxShare(lisbon, 2500)).toMatchObject({
      subtotalCents: 2032,
      taxes: [{ amountCents: 468 }],
    }); // 467.6
  });

  it('refuses refunding more than the line', () => {
    expect(() => refundTaxShare(ontario, 11301)).toThrow(RangeError);
    expect(() => refundTaxShare(ontario, 2, 11299)).toThrow(RangeError);
  });
});
