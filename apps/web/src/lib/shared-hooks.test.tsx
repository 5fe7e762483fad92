import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBookingParam } from './use-booking-param';
import { useDebouncedValue } from './use-debounced-value';
import { useQuietError } from './use-quiet-error';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useDebouncedValue', () => {
  it('follows the value once it has stopped changing for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ab');
  });
});

describe('useQuietError', () => {
  it('logs a failure once, tagged with the screen, and nothing without one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = new Error('offline');
    const { rerender } = renderHook(({ failure }) => useQuietError('cleaner-jobs', 'jobs', failure), {
      initialProps: { failure: null as Error | null },
    });
    expect(warn).not.toHaveBeenCalled();
    rerender({ failure: error });
    rerender({ failure: error });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('[cleaner-jobs] failed to load jobs', error);
  });
});

function Detail() {
  const { bookingId, openBooking, closeBooking } = useBookingParam();
  const location = useLocation();
  return (
    <>
      <output aria-label="Location">{`${location.pathname}${location.search}`}</output>
      <output aria-label="Open">{bookingId ?? 'none'}</output>
      <button type="button" onClick={() => openBooking('b1')}>
        Open
      </button>
      <button type="button" onClick={closeBooking}>
        Close
      </button>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/bookings', element: <Detail /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useBookingParam', () => {
  it('opens from the list in a new history entry and closes back to it', async () => {
    const router = renderAt('/bookings?tab=past');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('status', { name: 'Open' })).toHaveTextContent('b1');
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/bookings?tab=past&booking=b1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('status', { name: 'Open' })).toHaveTextContent('none');
    expect(router.state.historyAction).toBe('POP');
  });

  it('closes a linked detail by dropping the parameter', async () => {
    const router = renderAt('/bookings?booking=b9');
    expect(screen.getByRole('status', { name: 'Open' })).toHaveTextContent('b9');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/bookings$/);
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
