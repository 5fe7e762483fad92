import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cleanerListItem } from '@/test/cleaner-fixtures';
import { renderWithProviders } from '@/test/render';
import { ANY_CLEANER } from '../wizard-steps';
import { CleanerStep } from './cleaner-step';
import { NoCleanerAlternatives } from './no-cleaner-alternatives';

type StepProps = Parameters<typeof CleanerStep>[0];

function renderStep(props: Partial<StepProps> = {}) {
  const onSelect = vi.fn();
  renderWithProviders(
    <CleanerStep
      cleaners={[cleanerListItem({ userId: 'ana', fullName: 'Ana Silva' })]}
      anyServes
      isError={false}
      onRetry={vi.fn()}
      time="10:00"
      cleanerId={null}
      onSelect={onSelect}
      currency="EUR"
      onChooseAnotherTime={vi.fn()}
      onChooseAnotherAddress={vi.fn()}
      {...props}
    />,
  );
  return { onSelect };
}

describe('CleanerStep: any available cleaner', () => {
  it('offers "Any available cleaner" first, and choosing it selects "any"', async () => {
    const { onSelect } = renderStep();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Any available cleaner',
      'Ana Silva',
    ]);
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Book Now' }));
    expect(onSelect).toHaveBeenCalledWith(ANY_CLEANER);
  });

  it('shows "any" as the selected card when it is the choice, and no other', () => {
    renderStep({ cleanerId: ANY_CLEANER });
    const any = screen.getByRole('article', { name: 'Any available cleaner' });
    expect(within(any).getByRole('button', { name: 'Selected' })).toHaveAttribute('aria-pressed', 'true');
    const ana = screen.getByRole('article', { name: 'Ana Silva' });
    expect(within(ana).getByRole('button', { name: 'Book Now' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('with cleaners serving the address but none free then, says so and leads to another time', async () => {
    const onChooseAnotherTime = vi.fn();
    renderStep({ cleaners: [], anyServes: true, onChooseAnotherTime });
    expect(screen.queryByRole('article', { name: 'Any available cleaner' })).toBeNull();
    expect(screen.queryByText(/automatically assign/i)).toBeNull();
    expect(screen.getByText('No cleaner is free at this time.')).toBeInTheDocument();
    expect(screen.getByText(/all booked then\. Choose another time\./)).toBeInTheDocument();
    expect(screen.queryByText('No approved cleaners available in your area yet.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Choose another time' }));
    expect(onChooseAnotherTime).toHaveBeenCalledOnce();
  });

  it('with nobody serving the address, says none is in the area and leads to another address', async () => {
    const onChooseAnotherAddress = vi.fn();
    renderStep({ cleaners: [], anyServes: false, onChooseAnotherAddress });
    expect(screen.queryByRole('article', { name: 'Any available cleaner' })).toBeNull();
    expect(screen.getByText('No approved cleaners available in your area yet.')).toBeInTheDocument();
    expect(screen.getByText(/No cleaner serves this address yet/)).toBeInTheDocument();
    // Another time would not help: nobody's work area reaches this address.
    expect(screen.queryByText('No cleaner is free at this time.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose another time' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Choose another address' }));
    expect(onChooseAnotherAddress).toHaveBeenCalledOnce();
  });
});

describe('NoCleanerAlternatives', () => {
  it('lists the suggested times as buttons that pick one', async () => {
    const onPick = vi.fn();
    const alternatives = [
      { bookingDate: '2030-01-16', bookingTime: '13:00' },
      { bookingDate: '2030-01-16', bookingTime: '14:00' },
    ];
    renderWithProviders(<NoCleanerAlternatives alternatives={alternatives} onPick={onPick} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No cleaner is free then');
    const buttons = within(alert).getAllByRole('button');
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]!);
    expect(onPick).toHaveBeenCalledWith(alternatives[1]);
  });

  it('with no suggestion says so and offers no button; with no refusal shows nothing', () => {
    const { unmount } = renderWithProviders(<NoCleanerAlternatives alternatives={[]} onPick={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose another day.');
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderWithProviders(<NoCleanerAlternatives alternatives={null} onPick={vi.fn()} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
