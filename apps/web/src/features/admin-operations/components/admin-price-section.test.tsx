import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LISBON_TAXED, makeBooking, QUEBEC_TAXED } from '@/test/booking-fixture';
import { renderWithProviders } from '@/test/render';
import { AdminPriceSection } from './admin-price-section';

// $20.00 of approved overtime on the $55.00 Quebec cleaning makes a $75.00 final subtotal, whose taxes ($3.75
// and $7.48) are not the booked ones ($2.75 and $5.49); on the Lisbon one, €75.00 with €14.02 of IVA inside.
const OVERTIME = {
  status: 'completed',
  paymentStatus: 'paid',
  actualHoursWorked: 3,
  overtimeMinutes: 30,
  overtimeFeeCents: 2000,
} as const;
const QUEBEC_COMPLETED = makeBooking({
  ...QUEBEC_TAXED,
  ...OVERTIME,
  finalTotalCents: 8623,
  finalTaxes: [
    { code: 'GST', rate: '0.05', amountCents: 375 },
    { code: 'QST', rate: '0.09975', amountCents: 748 },
  ],
});
const LISBON_COMPLETED = makeBooking({
  ...LISBON_TAXED,
  ...OVERTIME,
  finalTotalCents: 7500,
  finalTaxes: [{ code: 'IVA', rate: '0.23', amountCents: 1402 }],
});

/** The Quebec booking's price rows up to its total at booking, with the booked taxes. */
const QUEBEC_BOOKED_ROWS = [
  ['Base price', '$55.00'],
  ['Add-ons', 'None'],
  ['Subtotal before tax', '$55.00'],
  ['GST 5%', '$2.75'],
  ['QST 9.975%', '$5.49'],
  ['Total at booking', '$63.24'],
];

/** The price list's rows, label and value, in the order an admin reads them. */
function priceRows() {
  const list = screen.getByRole('region', { name: 'Price' }).querySelector('dl');
  const terms = within(list as HTMLElement).getAllByRole('term');
  return terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe("the admin booking detail's price", () => {
  it('shows the booked taxes with the total while the booking has no final figures', () => {
    renderWithProviders(<AdminPriceSection booking={makeBooking(QUEBEC_TAXED)} />);
    expect(priceRows()).toEqual(QUEBEC_BOOKED_ROWS);
  });

  it('shows the final taxes, which differ from the booked ones, with the final total', () => {
    renderWithProviders(<AdminPriceSection booking={QUEBEC_COMPLETED} />);
    expect(priceRows()).toEqual([
      ...QUEBEC_BOOKED_ROWS,
      ['Hours worked', '3 hours'],
      ['Overtime', '30 minutes'],
      ['Overtime fee', '$20.00'],
      ['Subtotal before tax', '$75.00'],
      ['GST 5%', '$3.75'],
      ['QST 9.975%', '$7.48'],
      ['Final total', '$86.23'],
    ]);
  });

  it('says a Portuguese booking’s final IVA after the final total', () => {
    renderWithProviders(<AdminPriceSection booking={LISBON_COMPLETED} />);
    const rows = priceRows();
    expect(rows.slice(2, 4)).toEqual([
      ['Total at booking', '€55.00'],
      ['Includes VAT (IVA) 23%', '€10.28'],
    ]);
    expect(rows.slice(-2)).toEqual([
      ['Final total', '€75.00'],
      ['Includes VAT (IVA) 23%', '€14.02'],
    ]);
  });
});
