import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatRatePercent } from '@/lib/format-tax';
import { LISBON_TAXED, makeBooking, QUEBEC_TAXED } from '@/test/booking-fixture';
import { AddedTaxRows, appliedTaxLines, IncludedTaxRows } from './tax-rows';

const quebec = makeBooking(QUEBEC_TAXED);
const lisbon = makeBooking(LISBON_TAXED);

const rows = (booking: ReturnType<typeof makeBooking>) => {
  render(
    <dl>
      <AddedTaxRows {...appliedTaxLines(booking)} />
      <IncludedTaxRows {...appliedTaxLines(booking)} />
    </dl>,
  );
  const terms = screen.queryAllByRole('term').map((term) => term.textContent);
  const values = screen.queryAllByRole('definition').map((value) => value.textContent);
  return terms.map((term, i) => [term, values[i]]);
};

describe('tax rows (decision 079)', () => {
  it('adds a Canadian booking’s subtotal and each tax on top', () => {
    expect(rows(quebec)).toEqual([
      ['Subtotal before tax', '$55.00'],
      ['GST 5%', '$2.75'],
      ['QST 9.975%', '$5.49'],
    ]);
  });

  it('shows a Portuguese booking’s IVA as included, and nothing else', () => {
    expect(rows(lisbon)).toEqual([['Includes VAT (IVA) 23%', '€10.28']]);
  });

  it('shows nothing for a booking priced before tax applied', () => {
    expect(rows(makeBooking())).toEqual([]);
  });

  it('reads the final taxes once completed with approved overtime', () => {
    const completed = makeBooking({
      ...lisbon,
      status: 'completed',
      overtimeFeeCents: 2000,
      finalTotalCents: 7500,
      finalTaxes: [{ code: 'IVA', rate: '0.23', amountCents: 1402 }],
    });
    expect(appliedTaxLines(completed)).toMatchObject({ subtotalCents: 6098, taxIncluded: true });
    expect(rows(completed)).toEqual([['Includes VAT (IVA) 23%', '€14.02']]);
  });

  it('writes rates with the locale’s separator', () => {
    expect(formatRatePercent('0.09975', 'fr-CA')).toMatch(/^9,975\s%$/);
    expect(formatRatePercent('0.23', 'pt-PT')).toMatch(/^23\s?%$/);
  });
});
