import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lisbon, toronto } from '@/test/address-fixtures';
import { mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { DateTimeStep } from './date-time-step';

/** Step 3 says whose local time the slots are in: the address's city, never its street. */
function renderStep(address: typeof lisbon) {
  renderWithProviders(
    <DateTimeStep
      address={address}
      date={null}
      onDateChange={vi.fn()}
      slots={undefined}
      slotsLoading={false}
      slotsError={false}
      onRetrySlots={vi.fn()}
      time={null}
      onTimeChange={vi.fn()}
      estimatedTime="up to 2h30"
      preselected={null}
      onShowAllCleaners={vi.fn()}
    />,
  );
}

beforeEach(() => {
  mockFetch();
});

describe('DateTimeStep: the local time of the address', () => {
  it('names the city of a Portuguese address (its locality)', () => {
    renderStep(lisbon);
    expect(screen.getByText('Times are local to Lisboa.')).toBeInTheDocument();
  });

  it('names a Canadian city', () => {
    renderStep(toronto);
    expect(screen.getByText('Times are local to Toronto.')).toBeInTheDocument();
  });

  it('falls back on the district of an address saved without its city, not on the street', () => {
    renderStep({ ...lisbon, locality: null, district: 'Porto', postalCode: '4000-442' });
    expect(screen.getByText('Times are local to Porto.')).toBeInTheDocument();
    expect(screen.queryByText(/Rua Augusta/)).not.toBeInTheDocument();
  });
});
