import { type Booking, HOURLY_RATE_MESSAGES } from '@limpa/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBooking } from '@/test/booking-fixture';
import { json, mockFetch, problem, type RecordedRequest, sessionAs } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { CleanerPortalPage } from './cleaner-portal-page';

configure({ asyncUtilTimeout: 5000 });

const PENDING = makeBooking();
const CONFIRMED = makeBooking({
  id: '0b7c6f55-7a3e-4d43-9a52-0d0c4e1f0002',
  serviceName: 'Deep Cleaning',
  status: 'confirmed',
  paymentStatus: 'failed',
  startsAt: '2026-12-03T14:00:00.000Z',
  customer: { userId: 'u2', fullName: 'Rui Costa', phone: null, avatarUrl: null },
});
const COMPLETED = makeBooking({
  id: '0b7c6f55-7a3e-4d43-9a52-0d0c4e1f0003',
  status: 'completed',
  paymentStatus: 'paid',
  startsAt: '2026-11-10T10:00:00.000Z',
  actualHoursWorked: 3.1,
  finalTotalCents: 7500,
  finalCleanerEarningsCents: 6375,
});

const PROFILE = {
  ...sessionAs('cleaner').profile,
  bio: 'Careful and friendly.',
  country: 'PT',
  currency: 'EUR',
  city: 'Lisboa',
  hourlyRate: 22,
  workRadiusKm: 10,
  servicesOffered: ['Regular House Cleaning', 'Deep Cleaning'],
  phone: '+351 912 345 678',
};

type Handler = (request: RecordedRequest) => Response | undefined;

/** Serves the session, the open list and the history; `extra` answers the actions. */
function serve({
  open = [PENDING, CONFIRMED],
  history = [COMPLETED],
  extra,
}: {
  open?: Booking[];
  history?: Booking[];
  extra?: Handler;
} = {}) {
  return mockFetch((request) => {
    const answer = extra?.(request);
    if (answer) return answer;
    if (request.url === '/api/v1/session')
      return json({ user: { id: 'u1', email: 'ana@example.com', emailVerified: true }, profile: PROFILE });
    const url = new URL(request.url, 'http://test');
    // The Bookings tab reads the requests on their own; the dashboard reads them with the open list.
    if (url.pathname === '/api/v1/me/booking-requests') {
      const pending = open.filter((b) => b.status === 'pending');
      const limit = Number(url.searchParams.get('limit') ?? 10);
      return json({
        items: pending.slice(0, limit),
        nextCursor: null,
        total: pending.length,
      });
    }
    if (url.pathname === '/api/v1/bookings' && request.method === 'GET') {
      const statuses = url.searchParams.get('status')?.split(',');
      const items = (url.searchParams.get('when') === 'past' ? history : open).filter(
        (b) => !statuses || statuses.includes(b.status),
      );
      return json({ items, nextCursor: null });
    }
    return undefined;
  });
}

function renderPage(url = '/provider/portal?tab=bookings') {
  return renderWithProviders(<CleanerPortalPage />, { path: '/provider/portal', url, withAuth: true });
}

async function card(service: string) {
  const heading = await screen.findByRole('heading', { name: service });
  return heading.closest('[role="article"]') as HTMLElement;
}

const actionRequests = (requests: RecordedRequest[], action: string) =>
  requests.filter((r) => r.method === 'POST' && r.url.endsWith(`/${action}`));

const listReads = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.url.startsWith('/api/v1/bookings?')).length;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('CleanerPortalPage', () => {
  it('a request (pending) says the phone and street come with the confirmation', async () => {
    const request = makeBooking({
      customer: { userId: 'u3', fullName: 'Eva Pereira', phone: null, avatarUrl: null },
      customerAddress: 'Lisboa, Lisboa',
    });
    serve({ open: [request] });
    renderPage();
    const pending = await card('House Cleaning');
    expect(within(pending).getByText('Phone and street shown once you confirm')).toBeInTheDocument();
    expect(within(pending).getByText('Lisboa, Lisboa')).toBeInTheDocument();
    expect(within(pending).queryByRole('link', { name: /^Call / })).not.toBeInTheDocument();
  });

  it('lists open bookings with local time, customer and phone link, address, money and statuses', async () => {
    const { requests } = serve();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Provider Portal' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
    const pending = await card('House Cleaning');
    expect(within(pending).getByText('Wednesday, December 2 · 10:00')).toBeInTheDocument();
    expect(within(pending).getByText('Marta Lopes')).toBeInTheDocument();
    expect(
      within(pending).getByRole('link', { name: 'Call Marta Lopes on +351 911 222 333' }),
    ).toHaveAttribute('href', 'tel:+351911222333');
    expect(within(pending).getByText('Rua Augusta 100, 1100-053 Lisboa')).toBeInTheDocument();
    expect(within(pending).getByText('€55.00')).toBeInTheDocument();
    expect(within(pending).getByText('€46.75')).toBeInTheDocument();
    expect(within(pending).getByText('Pending')).toHaveClass('status-pending');

    const confirmed = await card('Deep Cleaning');
    expect(within(confirmed).getByText('Confirmed')).toHaveClass('status-confirmed');
    expect(within(confirmed).getByText('Payment pending')).toHaveClass('status-pending');
    expect(within(confirmed).getByText('No phone number')).toBeInTheDocument();
    // Lisbon is UTC+0 in winter.
    expect(within(confirmed).getByText('Thursday, December 3 · 14:00')).toBeInTheDocument();
    // Requests (every one, paged) and the confirmed jobs are read apart.
    expect(
      within(screen.getByRole('region', { name: 'Requests to answer' })).getByText('Marta Lopes'),
    ).toBeVisible();
    expect(requests.some((r) => r.url === '/api/v1/me/booking-requests?limit=10')).toBe(true);
    expect(
      requests.some((r) => r.url === '/api/v1/bookings?as=cleaner&limit=10&status=confirmed%2Cin_progress'),
    ).toBe(true);
  });

  it('cancels a confirmed booking only with a reason, which is sent to the server', async () => {
    const { requests } = serve({
      extra: (r) =>
        r.method === 'POST' && r.url.endsWith('/cancel')
          ? json({ booking: { ...CONFIRMED, status: 'cancelled' } })
          : undefined,
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(within(await card('Deep Cleaning')).getByRole('button', { name: /^Cancel/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this confirmed booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(
      await within(dialog).findByText('Please tell the customer why you are cancelling.'),
    ).toBeInTheDocument();
    expect(actionRequests(requests, 'cancel')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason for the customer'), 'I am ill');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(actionRequests(requests, 'cancel')).toHaveLength(1));
    expect(actionRequests(requests, 'cancel')[0]?.body).toEqual({ reason: 'I am ill' });
  });

  it('shows a reschedule request on a confirmed job and accepts it', async () => {
    const asked = {
      ...CONFIRMED,
      rescheduleRequest: {
        bookingDate: '2026-12-04',
        bookingTime: '15:00',
        startsAt: '2026-12-04T15:00:00.000Z',
        endsAt: '2026-12-04T17:30:00.000Z',
        requestedAt: '2026-11-20T10:00:00.000Z',
      },
    };
    const { requests } = serve({
      open: [asked],
      extra: (r) =>
        r.method === 'POST' && r.url.endsWith('/reschedule/accept')
          ? json({ booking: { ...asked, rescheduleRequest: null } })
          : undefined,
    });
    renderPage();
    const request = within(await card('Deep Cleaning')).getByRole('region', { name: 'Reschedule request' });
    expect(
      within(request).getByText('Rui Costa asks to move this cleaning to Friday, December 4, 2026 at 15:00.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(within(request).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(actionRequests(requests, 'accept')).toHaveLength(1));
  });

  it('offers Confirm on pending bookings only, Complete Job and Cancel (with a reason) on confirmed ones', async () => {
    serve();
    renderPage();
    const pending = await card('House Cleaning');
    expect(within(pending).getByRole('button', { name: /^Confirm/ })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: /^Cancel/ })).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: /^Complete/ })).not.toBeInTheDocument();

    const confirmed = await card('Deep Cleaning');
    expect(within(confirmed).queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
    // A confirmed booking is cancelled through a dialog that asks the reason the customer will read.
    expect(within(confirmed).getByRole('button', { name: /^Cancel/ })).toBeInTheDocument();
    // Complete Job waits for the start (3 December, the clock says 22 November).
    expect(within(confirmed).queryByRole('button', { name: /^Complete/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const completed = await card('House Cleaning');
    expect(within(completed).getByText('Completed')).toHaveClass('status-completed');
    expect(within(completed).getByText('Final total')).toBeInTheDocument();
    expect(within(completed).getByText('€75.00')).toBeInTheDocument();
    expect(within(completed).getByText('€63.75')).toBeInTheDocument();
    expect(within(completed).getByText('3.1 h worked')).toBeInTheDocument();
    expect(within(completed).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['paid', 'Booking Confirmed & Payment Charged'],
    ['none', 'Booking Confirmed. No payment method was attached.'],
    ['failed', 'Booking Accepted but payment charging failed. Please contact support.'],
  ] as const)('confirms a pending booking (payment %s) and refreshes the list', async (status, message) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { requests } = serve({
      extra: (r) =>
        r.method === 'POST' && r.url.endsWith('/confirm')
          ? (gate.then(() =>
              json({ booking: { ...PENDING, status: 'confirmed' }, payment: { status } }),
            ) as unknown as Response)
          : undefined,
    });
    renderPage();
    const pending = await card('House Cleaning');
    const reads = listReads(requests);
    await userEvent.click(within(pending).getByRole('button', { name: /^Confirm/ }));
    // Both buttons are disabled while the request runs.
    expect(within(pending).getByRole('button', { name: /^Confirm/ })).toBeDisabled();
    expect(within(pending).getByRole('button', { name: /^Confirm/ })).toHaveAttribute('aria-busy', 'true');
    expect(within(pending).getByRole('button', { name: /^Cancel/ })).toBeDisabled();
    release();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(actionRequests(requests, 'confirm')[0]?.url).toBe(`/api/v1/bookings/${PENDING.id}/confirm`);
    await waitFor(() => expect(listReads(requests)).toBeGreaterThan(reads));
    // A failed charge offers the help desk, about this booking's payment; the others do not.
    const contact = screen.queryByRole('button', { name: 'Contact support' });
    if (status !== 'failed') expect(contact).not.toBeInTheDocument();
    else {
      await userEvent.click(contact!);
      expect(await screen.findByLabelText('Current location')).toHaveTextContent(
        `/help?topic=payment&booking=${PENDING.id}`,
      );
    }
  });

  it('shows the generic message when an action fails without a reason, and the server detail of any refusal', async () => {
    let conflict = false;
    serve({
      extra: (r) => {
        if (r.method !== 'POST' || !r.url.endsWith('/confirm')) return undefined;
        return conflict
          ? problem(422, 'Booking not updated', 'This booking is cancelled; it cannot be changed this way.')
          : new Response(null, { status: 500 });
      },
    });
    renderPage();
    const pending = await card('House Cleaning');
    await userEvent.click(within(pending).getByRole('button', { name: /^Confirm/ }));
    expect(
      await screen.findByText('There was an error processing the booking. Please try again.'),
    ).toBeInTheDocument();

    conflict = true;
    await waitFor(() => expect(within(pending).getByRole('button', { name: /^Confirm/ })).toBeEnabled());
    await userEvent.click(within(pending).getByRole('button', { name: /^Confirm/ }));
    expect(
      await screen.findByText('This booking is cancelled; it cannot be changed this way.'),
    ).toBeInTheDocument();
  });

  it('asks before cancelling, then cancels with "Booking Cancelled"', async () => {
    const { requests } = serve({
      extra: (r) =>
        r.method === 'POST' && r.url.endsWith('/cancel')
          ? json({ booking: { ...PENDING, status: 'cancelled' } })
          : undefined,
    });
    renderPage();
    const pending = await card('House Cleaning');
    await userEvent.click(within(pending).getByRole('button', { name: /^Cancel/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(actionRequests(requests, 'cancel')).toHaveLength(0);

    await userEvent.click(within(pending).getByRole('button', { name: /^Cancel/ }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel booking' }),
    );
    expect(await screen.findByText('Booking Cancelled')).toBeInTheDocument();
    expect(actionRequests(requests, 'cancel')).toHaveLength(1);
  });

  it('keeps Confirm Time disabled for an empty, zero or negative time, and refuses more than 12 hours', async () => {
    vi.setSystemTime(new Date('2026-12-03T17:00:00Z'));
    const { requests } = serve();
    renderPage();
    await userEvent.click(within(await card('Deep Cleaning')).getByRole('button', { name: /^Complete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Job' });
    const hours = within(dialog).getByLabelText('Hours worked');
    expect(hours).toHaveAttribute('type', 'number');
    expect(hours).toHaveAttribute('step', '0.1');
    expect(hours).toHaveAttribute('min', '0.1');
    expect(hours).toHaveAttribute('max', '12');
    expect(hours).toHaveAttribute('inputmode', 'decimal');
    expect(within(dialog).getByText('2.5 h')).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Confirm Time' });
    expect(submit).toBeDisabled();

    await userEvent.type(hours, '0');
    expect(submit).toBeDisabled();
    await userEvent.clear(hours);
    await userEvent.type(hours, '-1');
    expect(submit).toBeDisabled();

    await userEvent.clear(hours);
    await userEvent.type(hours, '13');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByText('Invalid Time')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid time between 0.1 and 12 hours.')).toBeInTheDocument();
    expect(actionRequests(requests, 'complete')).toHaveLength(0);
  });

  it('previews the overtime, then completes the job with "Job Completed!"', async () => {
    vi.setSystemTime(new Date('2026-12-03T17:00:00Z'));
    const { requests } = serve({
      extra: (r) =>
        r.method === 'POST' && r.url.endsWith('/complete')
          ? json({ booking: { ...CONFIRMED, status: 'completed' }, payment: { status: 'paid' } })
          : undefined,
    });
    renderPage();
    await userEvent.click(within(await card('Deep Cleaning')).getByRole('button', { name: /^Complete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Job' });
    await userEvent.type(within(dialog).getByLabelText('Hours worked'), '3.1');
    // Booked 2.5 h, worked 3.1 h → 36 min over → 2 blocks → €20.00; final €75.00, earnings €63.75.
    expect(within(dialog).getByText('€20.00')).toBeInTheDocument();
    expect(within(dialog).getByText(/36 min over the booking \(2 × €10\.00\)/)).toBeInTheDocument();
    expect(within(dialog).getByText('€75.00')).toBeInTheDocument();
    expect(within(dialog).getByText('€63.75')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Time' }));
    expect(await screen.findByText('Job Completed!')).toBeInTheDocument();
    expect(screen.getByText('Time confirmed and payment processed successfully.')).toBeInTheDocument();
    expect(actionRequests(requests, 'complete')[0]?.body).toEqual({ hoursWorked: 3.1 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says "Time Confirmed" when the charge after completion fails', async () => {
    vi.setSystemTime(new Date('2026-12-03T17:00:00Z'));
    serve({
      extra: (r) =>
        r.method === 'POST' && r.url.endsWith('/complete')
          ? json({ booking: { ...CONFIRMED, status: 'completed' }, payment: { status: 'failed' } })
          : undefined,
    });
    renderPage();
    await userEvent.click(within(await card('Deep Cleaning')).getByRole('button', { name: /^Complete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Job' });
    await userEvent.type(within(dialog).getByLabelText('Hours worked'), '2');
    expect(within(dialog).getByText(/No overtime/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Time' }));
    expect(await screen.findByText('Time Confirmed')).toBeInTheDocument();
    expect(
      screen.getByText('Job marked as complete. Payment processing may be delayed.'),
    ).toBeInTheDocument();
  });

  it('offers Complete Job from the start time on, not before (the rule the server applies)', async () => {
    vi.setSystemTime(new Date(new Date(CONFIRMED.startsAt).getTime() - 60_000));
    serve();
    const before = renderPage();
    const early = await card('Deep Cleaning');
    expect(within(early).getByRole('button', { name: /^Cancel/ })).toBeInTheDocument();
    expect(within(early).queryByRole('button', { name: /^Complete/ })).not.toBeInTheDocument();
    before.unmount();

    vi.setSystemTime(new Date(CONFIRMED.startsAt));
    renderPage();
    expect(
      within(await card('Deep Cleaning')).getByRole('button', { name: /^Complete/ }),
    ).toBeInTheDocument();
  });

  it("shows the server's reason when the completion is refused, in the cleaner's language", async () => {
    vi.setSystemTime(new Date('2026-12-03T17:00:00Z'));
    serve({
      extra: (r) =>
        r.method === 'POST' && r.url.endsWith('/complete')
          ? problem(409, 'Too Early', 'This booking can be completed from its start time.', 'too_early')
          : undefined,
    });
    renderPage();
    await userEvent.click(within(await card('Deep Cleaning')).getByRole('button', { name: /^Complete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Job' });
    await userEvent.type(within(dialog).getByLabelText('Hours worked'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Time' }));
    expect(await screen.findByText('This booking can be completed from its start time.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to confirm time. Please try again.')).not.toBeInTheDocument();
  });

  it('says "Failed to confirm time" when the completion request fails without a reason, and keeps the dialog open', async () => {
    vi.setSystemTime(new Date('2026-12-03T17:00:00Z'));
    serve({
      extra: (r) =>
        r.method === 'POST' && r.url.endsWith('/complete') ? new Response(null, { status: 500 }) : undefined,
    });
    renderPage();
    await userEvent.click(within(await card('Deep Cleaning')).getByRole('button', { name: /^Complete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Job' });
    await userEvent.type(within(dialog).getByLabelText('Hours worked'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Time' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to confirm time. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Complete Job' })).toBeInTheDocument();
  });

  it('shows a summary, the availability switch and the first 3 bookings on the Dashboard tab', async () => {
    const four = [1, 2, 3, 4].map((n) =>
      makeBooking({
        id: `0b7c6f55-7a3e-4d43-9a52-0d0c4e1f010${n}`,
        serviceName: `Job ${n}`,
        startsAt: `2026-12-0${n}T10:00:00.000Z`,
        status: n === 1 ? 'confirmed' : 'pending',
      }),
    );
    const { requests } = serve({
      open: four,
      extra: (r) => (r.method === 'PUT' ? json({ accepting: false }) : undefined),
    });
    const { router } = renderPage('/provider/portal');
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('3 requests to answer')).toBeInTheDocument();
    expect(screen.getByText('1 confirmed job')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your next bookings' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Job 4' })).not.toBeInTheDocument();

    const available = screen.getByRole('switch', { name: 'Available for new jobs' });
    expect(available).toBeChecked();
    await userEvent.click(available);
    expect(available).not.toBeChecked();
    expect(screen.getByText(/cannot find or book you/)).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'PUT' && r.url === '/api/v1/me/accepting-jobs')).toBe(true),
    );

    await userEvent.click(screen.getByRole('button', { name: 'View all bookings' }));
    expect(screen.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=bookings');
  });

  it('saves the profile tab with "Profile Updated"', async () => {
    const { requests } = serve({
      extra: (r) =>
        r.method === 'PATCH' && r.url === '/api/v1/me/profile'
          ? json({
              user: { id: 'u1', email: 'ana@example.com', emailVerified: true },
              profile: { ...PROFILE, ...(r.body as object) },
            })
          : undefined,
    });
    renderPage('/provider/portal?tab=profile');
    const rate = await screen.findByLabelText('Hourly rate (EUR)');
    expect(rate).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Work radius (km)')).toHaveAttribute('step', '1');
    // The hint's own example is a rate the API takes.
    expect(screen.getByText('For example 22.50')).toBeInTheDocument();
    await userEvent.clear(rate);
    await userEvent.type(rate, '22.50');
    await userEvent.clear(screen.getByLabelText('Work radius (km)'));
    await userEvent.type(screen.getByLabelText('Work radius (km)'), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Deep Cleaning' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({
      fullName: 'Ana Silva',
      phone: '+351 912 345 678',
      bio: 'Careful and friendly.',
      hourlyRate: 22.5,
      workRadiusKm: 15,
      servicesOffered: ['Regular House Cleaning'],
      homeTypes: PROFILE.homeTypes,
    });
  });

  it('refuses a rate outside 20–25 before sending, in the server’s words', async () => {
    const { requests } = serve({});
    renderPage('/provider/portal?tab=profile');
    const rate = await screen.findByLabelText('Hourly rate (EUR)');
    expect(rate).toHaveDisplayValue('22.00');
    await userEvent.clear(rate);
    await userEvent.type(rate, '26');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(HOURLY_RATE_MESSAGES.toTheCent)).toBeInTheDocument();
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('checks the profile fields and says "Failed to update profile" with the server\'s reason when saving is refused', async () => {
    const { requests } = serve({
      extra: (r) =>
        r.method === 'PATCH'
          ? problem(422, 'Validation Failed', 'This phone number is not valid for Portugal.')
          : undefined,
    });
    renderPage('/provider/portal?tab=profile');
    const name = await screen.findByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.clear(screen.getByLabelText('Work radius (km)'));
    await userEvent.type(screen.getByLabelText('Work radius (km)'), '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of kilometres between 1 and 100')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);

    await userEvent.type(name, 'Ana Maria Silva');
    await userEvent.clear(screen.getByLabelText('Work radius (km)'));
    await userEvent.type(screen.getByLabelText('Work radius (km)'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    // The server's reason, in the cleaner's language.
    expect(screen.getByText('This phone number is not valid for Portugal.')).toBeInTheDocument();
  });
});
