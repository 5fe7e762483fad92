import { pricingTable } from '@limpa/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BookingSummary } from './booking-summary';
import { PropertyTypeStep } from './property-type-step';

/** Step 1 and the summary name home types as the address's country does (its currency says which). */
function renderStep(currency: 'CAD' | 'EUR') {
  renderWithProviders(
    <PropertyTypeStep
      pricing={pricingTable()}
      homeType="T2"
      isRecurring={false}
      currency={currency}
      onHomeTypeChange={vi.fn()}
      onRecurringChange={vi.fn()}
      everyWeeks={1}
      onEveryWeeksChange={vi.fn()}
    />,
  );
  return within(screen.getByRole('group', { name: 'Property type' }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent ?? '');
}

describe('PropertyTypeStep: home type names', () => {
  it('shows a Canadian Studio, 1 bedroom … 4+ bedrooms, in dollars, and no T-code', () => {
    const cards = renderStep('CAD');
    expect(cards.map((text) => text.split('$')[0])).toEqual([
      'Studio',
      '1 bedroom',
      '2 bedrooms',
      '3 bedrooms',
      '4+ bedrooms',
    ]);
    expect(cards.join(' ')).not.toMatch(/\bT[0-4]\b/);
    expect(screen.getByRole('radio', { name: /^2 bedrooms/ })).toBeChecked();
  });

  it('keeps T0–T4 with their size for Portugal', () => {
    const cards = renderStep('EUR');
    expect(cards.map((text) => text.split('€')[0])).toEqual(['T0', 'T1', 'T2', 'T3', 'T4']);
    expect(cards[3]).toContain('3 bedrooms');
    expect(screen.getByRole('radio', { name: /^T2/ })).toBeChecked();
  });
});

describe('BookingSummary: the property type', () => {
  const summary = (currency: 'CAD' | 'EUR') =>
    renderWithProviders(
      <BookingSummary
        homeType="T3"
        isRecurring={false}
        date={null}
        time={null}
        address={null}
        cleaner={null}
        addOns={[]}
        currency={currency}
      />,
    );

  it('reads "3 bedrooms" in Canada', () => {
    summary('CAD');
    expect(screen.getByText('3 bedrooms')).toBeInTheDocument();
    expect(screen.queryByText(/T3/)).not.toBeInTheDocument();
  });

  it('reads "T3 · 3 bedrooms" in Portugal', () => {
    summary('EUR');
    expect(screen.getByText('T3 · 3 bedrooms')).toBeInTheDocument();
  });
});
