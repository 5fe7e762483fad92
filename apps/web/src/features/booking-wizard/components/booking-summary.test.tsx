import { seededTaxProfile } from '@limpa/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingSummary } from './booking-summary';

const summary = (tax: Parameters<typeof BookingSummary>[0]['tax'], currency: string) => {
  render(
    <BookingSummary
      homeType="T2"
      isRecurring={false}
      date={null}
      time={null}
      address={null}
      cleaner={null}
      addOns={[]}
      currency={currency}
      tax={tax}
    />,
  );
  const region = screen.getByRole('region', { name: 'Booking summary' });
  // The second description list is the money's (the first says what is booked).
  const money = region.querySelectorAll('dl')[1] as HTMLElement;
  const terms = within(money)
    .getAllByRole('term')
    .map((t) => t.textContent);
  const values = within(money)
    .getAllByRole('definition')
    .map((d) => d.textContent);
  return terms.map((term, i) => [term, values[i]]);
};

describe('the wizard summary with the address’s tax (decision 079)', () => {
  it('adds GST and QST to a Quebec price before the total', () => {
    const quebec = seededTaxProfile({ country: 'canada', region: 'QC' });
    // 55.00 + 2.75 GST + 5.49 QST (5.48625)
    expect(summary(quebec, 'CAD')).toEqual([
      ['Base price', '$55.00'],
      ['Subtotal before tax', '$55.00'],
      ['GST 5%', '$2.75'],
      ['QST 9.975%', '$5.49'],
      ['Total', '$63.24'],
    ]);
  });

  it('keeps a Lisbon price as the total and says the IVA inside it', () => {
    expect(summary({ taxIncluded: true, rates: [{ code: 'IVA', rate: '0.23' }] }, 'EUR')).toEqual([
      ['Base price', '€55.00'],
      ['Total', '€55.00'],
      ['Includes VAT (IVA) 23%', '€10.28'],
    ]);
  });
});
