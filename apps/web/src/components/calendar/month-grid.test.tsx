import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WEEK_FROM_MONDAY_EN } from '@/test/weekdays';
import { MonthGrid } from './month-grid';
import { MonthHeader } from './month-header';

describe('MonthGrid', () => {
  it('lays the month out in weeks under the weekday names, with padding before the 1st', () => {
    render(
      <>
        <span id="label">Pick a day</span>
        <span id="title">November 2026</span>
        <MonthGrid
          month="2026-11"
          weekStartsOn={1}
          labelledBy="label title"
          gridRef={createRef()}
          selected="2026-11-13"
          renderDay={(date) => <button type="button">{Number(date.slice(8))}</button>}
        />
      </>,
    );
    const grid = screen.getByRole('grid', { name: 'Pick a day November 2026' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(WEEK_FROM_MONDAY_EN);
    const rows = within(grid).getAllByRole('row');
    // Header row plus six weeks: 1 November 2026 is a Sunday, the last cell of the first week.
    expect(rows).toHaveLength(7);
    expect(within(rows[1]!).getAllByRole('gridcell')).toHaveLength(1);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(30);
    expect(within(grid).getByRole('gridcell', { selected: true })).toHaveTextContent('13');
  });
});

describe('MonthHeader', () => {
  it('names the month and moves back and forth', async () => {
    const onPrevious = vi.fn();
    const onNext = vi.fn();
    render(
      <MonthHeader
        titleId="t"
        title="November 2026"
        headingAs="h2"
        onPrevious={onPrevious}
        onNext={onNext}
        previousLabel="Previous month"
        nextLabel="Next month"
        previousDisabled
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onNext).toHaveBeenCalledOnce();
    expect(onPrevious).not.toHaveBeenCalled();
  });
});
