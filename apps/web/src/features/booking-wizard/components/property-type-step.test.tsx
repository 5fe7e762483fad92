import type { Service } from '@limpa/contracts';
import { houseCleaningPrices, pricingTable, scaleServicePrices } from '@limpa/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BookingSummary } from './booking-summary';
import { PropertyTypeStep } from './property-type-step';

type StepProps = Parameters<typeof PropertyTypeStep>[0];

/** Step 1 with no choice made yet (T2, one-off, in euros), but for what `props` says. */
function renderPropertyStep(props: Partial<StepProps> = {}) {
  renderWithProviders(
    <PropertyTypeStep
      pricing={pricingTable()}
      services={undefined}
      service={undefined}
      serviceCells={[]}
      onServiceChange={vi.fn()}
      homeType="T2"
      isRecurring={false}
      currency="EUR"
      onHomeTypeChange={vi.fn()}
      onRecurringChange={vi.fn()}
      everyWeeks={1}
      onEveryWeeksChange={vi.fn()}
      {...props}
    />,
  );
}

/** Step 1 and the summary name home types as the address's country does (its currency says which). */
function renderStep(currency: 'CAD' | 'EUR') {
  renderPropertyStep({ currency });
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

const catalogueService = (
  id: string,
  name: string,
  isDefault: boolean,
  cells: ReturnType<typeof houseCleaningPrices>,
) =>
  ({
    id,
    key: name,
    name,
    description: '',
    basePriceCents: cells[0]!.priceCents,
    durationHours: cells[0]!.durationHours,
    isDefault,
    prices: cells.map((c) => ({ ...c, currency: 'EUR' as const })),
  }) satisfies Service;
const HOUSE = catalogueService(
  '0b6f2f0e-1f0a-4c57-9a43-6a4c1c2b7a02',
  'Regular House Cleaning',
  true,
  houseCleaningPrices(),
);
const DEEP = catalogueService(
  '0b6f2f0e-1f0a-4c57-9a43-6a4c1c2b7a01',
  'Deep Cleaning',
  false,
  scaleServicePrices(8999, 4),
);

describe('PropertyTypeStep: the service and its prices', () => {
  it("shows the chosen service's price and time per home, and only House Cleaning may recur", async () => {
    const onServiceChange = vi.fn();
    renderPropertyStep({
      services: [DEEP, HOUSE],
      service: DEEP,
      serviceCells: DEEP.prices,
      homeType: 'T3',
      onServiceChange: onServiceChange,
    });
    const select = screen.getByRole('combobox', { name: 'Service' });
    expect(select).toHaveValue(DEEP.id);
    const t3 = screen.getByRole('radio', { name: /^T3/ }).closest('label')!;
    expect(t3).toHaveTextContent('€167.12');
    expect(t3).toHaveTextContent('8h00');
    expect(t3).not.toHaveTextContent('€65.00');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await userEvent.selectOptions(select, HOUSE.id);
    expect(onServiceChange).toHaveBeenCalledWith(HOUSE.id, true);
  });

  it('keeps the standard table and the recurring switch for House Cleaning', () => {
    renderPropertyStep({
      services: [DEEP, HOUSE],
      service: HOUSE,
      serviceCells: HOUSE.prices,
      homeType: 'T3',
    });
    expect(screen.getByRole('radio', { name: /^T3/ }).closest('label')).toHaveTextContent('€65.00');
    expect(screen.getByRole('switch')).toBeInTheDocument();
  });
});
