import type { Booking } from '@limpa/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeJob, torontoCleanerSession } from '@/test/booking-fixture';
import { json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { CleanerSchedulePage } from './cleaner-schedule-page';

configure({ asyncUtilTimeout: 5000 });

interface Data {
  /** Jobs by month ('YYYY-MM'), served to the month queries (`from` tells which). */
  months?: Record<string, Booking[]>;
  upcoming?: Booking[];
  fail?: (request: RecordedRequest) => boolean;
}

function serve({ months = {}, upcoming = [], fail }: Data = {}) {
  let timeOff: unknown[] = [];
  return mockFetch((request) => {
    if (fail?.(request)) return problem(500, 'Internal Server Error', 'Boom');
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/api/v1/session') return json(torontoCleanerSession);
    if (url.pathname === '/api/v1/me/time-off') {
      if (request.method === 'PUT')
        timeOff = (request.body as { startDate: string; endDate: string; reason?: string }[]).map((r) => ({
          reason: null,
          ...r,
        }));
      return json(timeOff);
    }
    if (url.pathname === '/api/v1/bookings') {
      if (url.searchParams.get('when') === 'upcoming') return json({ items: upcoming, nextCursor: null });
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      const items = Object.values(months)
        .flat()
        .filter((b) => b.bookingDate >= from && b.bookingDate < to);
      return json({ items, nextCursor: null });
    }
    return undefined;
  });
}

function renderPage() {
  return renderWithProviders(<CleanerSchedulePage />, { path: '/provider/schedule', withAuth: true });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 03:00 UTC on the 22nd is still the 21st in Toronto.
  vi.setSystemTime(new Date('2026-11-22T03:00:00Z'));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const day = (date: string) => screen.getByRole('grid').querySelector(`[data-date="${date}"]`)!;

describe('CleanerSchedulePage', () => {
  it('marks today in the cleaner’s zone and the days with jobs, loading the month without cancelled jobs', async () => {
    const { requests } = serve({
      months: {
        '2026-11': [
          makeJob({ id: 'a', bookingDate: '2026-11-25', bookingTime: '09:00' }),
          makeJob({ id: 'b', bookingDate: '2026-11-25', bookingTime: '12:00' }),
          makeJob({ id: 'c', bookingDate: '2026-11-25', bookingTime: '15:00' }),
          makeJob({ id: 'd', bookingDate: '2026-11-13', status: 'completed' }),
        ],
      },
    });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'Job calendar November 2026' });
    expect(
      await within(grid).findByRole('button', { name: 'Wednesday, November 25, 2026, 3 jobs' }),
    ).toBeInTheDocument();
    expect(
      within(grid).getByRole('button', { name: 'Friday, November 13, 2026, 1 job' }),
    ).toBeInTheDocument();
    // Days without jobs are named by their date only.
    expect(within(grid).getByRole('button', { name: 'Thursday, November 26, 2026' })).toBeInTheDocument();
    const today = within(grid).getByRole('button', { name: 'Saturday, November 21, 2026' });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    // Canada: weeks start on Sunday.
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Sun');

    const monthRequest = requests.find((r) => r.url.includes('from='))!;
    const params = new URL(monthRequest.url, 'http://test').searchParams;
    expect(params.get('as')).toBe('cleaner');
    expect(params.get('from')).toBe('2026-10-31');
    expect(params.get('to')).toBe('2026-12-02');
    expect(params.get('status')).toBe('pending,confirmed,in_progress,completed');
  });

  it('lists the selected day’s jobs with time, status, service, customer, address, amount and hours', async () => {
    serve({
      months: {
        '2026-11': [
          makeJob({
            id: 'late',
            bookingDate: '2026-11-25',
            bookingTime: '15:00',
            serviceName: 'Deep Cleaning',
          }),
          makeJob({ id: 'early', bookingDate: '2026-11-25', bookingTime: '09:00', status: 'pending' }),
        ],
      },
    });
    renderPage();
    const user = userEvent.setup();

    // Today has nothing.
    expect(await screen.findByText('No jobs scheduled for this date')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: /November 25, 2026, 2 jobs/ }));
    const section = screen.getByRole('region', { name: 'Jobs on Wednesday, November 25, 2026' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // In the order they happen.
    expect(within(items[0]!).getByText('09:00')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Pending')).toHaveClass('status-pending');
    expect(within(items[0]!).getByRole('heading', { name: 'House Cleaning' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Carla Customer')).toBeInTheDocument();
    expect(within(items[0]!).getByText('100 King St W, Toronto, ON M5X 1A9')).toBeInTheDocument();
    expect(within(items[0]!).getByText('$55.00')).toBeInTheDocument();
    expect(within(items[0]!).getByText('2.5 h')).toBeInTheDocument();
    expect(within(items[1]!).getByText('15:00')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Confirmed')).toHaveClass('status-confirmed');
    expect(within(items[1]!).getByRole('heading', { name: 'Deep Cleaning' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Thursday, November 26, 2026' }));
    expect(screen.getByRole('region', { name: 'Jobs on Thursday, November 26, 2026' })).toHaveTextContent(
      'No jobs scheduled for this date',
    );
  });

  it('moves through months with the arrow keys and loads the new month', async () => {
    const { requests } = serve({
      months: {
        '2026-12': [makeJob({ id: 'dec', bookingDate: '2026-12-03', startsAt: '2026-12-03T15:00:00.000Z' })],
      },
    });
    renderPage();
    const user = userEvent.setup();
    const today = await screen.findByRole('button', { name: 'Saturday, November 21, 2026' });
    // Once the profile is in, today is Toronto's.
    await waitFor(() => expect(today).toHaveAttribute('tabindex', '0'));
    today.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Sunday, November 22, 2026' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(day('2026-12-06')).toHaveFocus();
    expect(
      await screen.findByRole('button', { name: 'Thursday, December 3, 2026, 1 job' }),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('from=2026-11-30') && r.url.includes('to=2027-01-02'))).toBe(
      true,
    );
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Jobs on Sunday, December 6, 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
  });

  it('shows the first 5 upcoming jobs with dates, and the fallback names', async () => {
    const { requests } = serve({
      upcoming: [
        makeJob({
          id: 'u1',
          serviceName: '',
          customer: { userId: 'c', fullName: '', phone: null, avatarUrl: null },
        }),
        makeJob({
          id: 'u2',
          bookingDate: '2027-01-04',
          bookingTime: '11:00',
          serviceName: 'Window Cleaning',
        }),
      ],
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Upcoming Jobs' });
    const items = await within(section).findAllByRole('listitem');
    expect(within(items[0]!).getByRole('heading', { name: 'Cleaning Service' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Customer')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Wed, Nov 25, 10:00');
    // Another year: the year is shown.
    expect(items[1]).toHaveTextContent('Mon, Jan 4, 2027, 11:00');
    expect(within(items[1]!).getByText('11:00')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/v1/bookings?as=cleaner&when=upcoming&limit=5')).toBe(true);
  });

  it('says when nothing is coming up', async () => {
    serve();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Upcoming Jobs' });
    expect(await within(section).findByText('No upcoming jobs scheduled')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /Update availability/ })).toHaveAttribute(
      'href',
      '/provider/profile',
    );
  });

  it('logs a failed load quietly and offers a retry', async () => {
    let failing = true;
    serve({
      upcoming: [makeJob()],
      fail: (r) => failing && r.url.includes('when=upcoming'),
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Upcoming Jobs' });
    expect(await within(section).findByText("We couldn't load your jobs.")).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: /Notifications/ })?.textContent ?? '').not.toContain('Boom');
    failing = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('heading', { name: 'House Cleaning' })).toBeInTheDocument();
  });

  it('adds a time-off range and removes it, saving the whole list each time', async () => {
    const { requests } = serve();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Time off' });
    // The dashboard's "Time off" shortcut (#time-off) leads to this section.
    expect(document.getElementById('time-off')).toContainElement(section);
    expect(await within(section).findByText('No time off planned.')).toBeInTheDocument();
    const from = within(section).getByLabelText('From');
    const to = within(section).getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-20');
    expect(within(section).getByText('The end date must be on or after the start date.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Add time off' })).toBeDisabled();
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-24');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-12-26');
    await userEvent.type(within(section).getByLabelText('Reason (optional)'), 'Christmas');
    await userEvent.click(within(section).getByRole('button', { name: 'Add time off' }));
    const list = await within(section).findByRole('list', { name: 'Your time off' });
    expect(within(list).getByText('Christmas')).toBeInTheDocument();
    const puts = () => requests.filter((r) => r.method === 'PUT' && r.url === '/api/v1/me/time-off');
    expect(puts()[0]!.body).toEqual([
      { startDate: '2026-12-24', endDate: '2026-12-26', reason: 'Christmas' },
    ]);

    await userEvent.click(within(list).getByRole('button', { name: /^Remove time off/ }));
    expect(await within(section).findByText('No time off planned.')).toBeInTheDocument();
    expect(puts()[1]!.body).toEqual([]);
  });

  it('shows the calendar icon of each time-off date field, the fields one under the other on phones', async () => {
    serve();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Time off' });
    const fields = [await within(section).findByLabelText('From'), within(section).getByLabelText('To')];
    for (const field of fields) {
      expect(field).toHaveAttribute('type', 'date');
      // The icon sits in the field's own box, right of the date, and says nothing to a screen reader.
      const icon = field.parentElement?.querySelector('svg[data-slot="date-input-icon"]');
      expect(icon, field.id).toBeInstanceOf(SVGElement);
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(field).toHaveClass('pr-11');
      // The browser's own picker button stays (invisible, over the icon) so a click there opens the picker.
      expect(field.className).not.toMatch(/calendar-picker-indicator\]:hidden/);
    }
    // Two per row only from 640 px: side by side at 360 px a field is too narrow for its date and icon.
    const grid = fields[0]!.closest('.grid');
    expect(grid).toContainElement(fields[1]!);
    expect(grid).toHaveClass('sm:grid-cols-2');
    expect(grid).not.toHaveClass('grid-cols-2');
  });
});
