import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BookingCalendar } from './booking-calendar';

function Harness({ onChange = () => {} }: { onChange?: (date: string) => void }) {
  const [value, setValue] = useState<string | null>('2026-11-23');
  return (
    <BookingCalendar
      value={value}
      onChange={(date) => {
        setValue(date);
        onChange(date);
      }}
      minDate="2026-11-22"
      weekStartsOn={1}
    />
  );
}

describe('BookingCalendar', () => {
  it('is a labelled grid with one tab stop on the chosen date and past dates disabled', () => {
    render(<Harness />);
    const grid = screen.getByRole('grid', { name: 'Choose a date November 2026' });
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Mon');
    const chosen = within(grid).getByRole('button', { name: 'Monday, November 23, 2026' });
    expect(chosen).toHaveAttribute('tabindex', '0');
    expect(chosen.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    expect(within(grid).getByRole('button', { name: 'Saturday, November 21, 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(grid).getByRole('button', { name: 'Sunday, November 22, 2026' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('moves focus with the arrow keys, across months, and selects with Enter', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Monday, November 23, 2026' }).focus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Tuesday, November 24, 2026' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Tuesday, December 1, 2026' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Sunday, December 6, 2026' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-06');
    // Focus never lands before today.
    await user.keyboard('{PageUp}{PageUp}');
    expect(screen.getByRole('button', { name: 'Sunday, November 22, 2026' })).toHaveFocus();
  });

  it('ignores clicks on past dates', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Friday, November 20, 2026' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
