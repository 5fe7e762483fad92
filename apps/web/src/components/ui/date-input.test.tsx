import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateInput } from './date-input';

function Field() {
  const [value, setValue] = useState('2026-11-22');
  return (
    <>
      <label htmlFor="start">Start</label>
      <DateInput id="start" value={value} min="2026-11-22" onChange={(e) => setValue(e.target.value)} />
    </>
  );
}

describe('DateInput', () => {
  it('is a native date field with its calendar icon beside the date, hidden from screen readers', async () => {
    render(<Field />);
    const input = screen.getByLabelText('Start');
    expect(input).toHaveAttribute('type', 'date');
    const icon = input.parentElement?.querySelector('svg[data-slot="date-input-icon"]');
    expect(icon).toBeInstanceOf(SVGElement);
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    // Clicks pass through the icon to the browser's own (invisible) picker button over it.
    expect(icon).toHaveClass('pointer-events-none');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-12-24');
    expect(input).toHaveValue('2026-12-24');
  });

  it('keeps its own type: a caller cannot make it a text field without the icon', () => {
    // @ts-expect-error type is not a prop of DateInput
    render(<DateInput aria-label="When" type="text" />);
    expect(screen.getByLabelText('When')).toHaveAttribute('type', 'date');
  });
});
