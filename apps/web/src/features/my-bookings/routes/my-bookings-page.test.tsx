import type { Booking } from '@limpa/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBooking } from '@/test/booking-fixture';
import { json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { MyBookingsPage } from './my-bookings-page';

configure({ asyncUtilTimeout: 5000 });

type Handler = (request: RecordedRequest) => Response | undefined;

interface Lists {
  upcoming?: Booking[][];
  past?: Booking[][];
  detail?: Booking;
  extra?: Handler;
}

/** Serves the lists page by page (cursor "2", "3"…), the detail, and whatever `extra` answers. */
function serve({ upcoming = [[]], past = [[]], detail, extra }: Lists = {}) {
  return mockFetch((request) => {
    const answer = extra?.(request);
    if (answer) return answer;
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/api/v1/bookings' && request.method === 'GET') {
      const pages = url.searchParams.get('when') === 'past' ? past : upcoming;
      const index = Number(url.searchParams.get('cursor') ?? '1') - 1;
      const next = index + 1 < pages.length ? String(index + 2) : null;
      return json({ items: pages[index] ?? [], nextCursor: next });
    }
    if (detail && url.pathname === `/api/v1/bookings/${detail.id}` && request.method === 'GET')
      return json(detail);
    return undefined;
  });
}

function renderPage(url = '/customer/bookings') {
  return renderWithProviders(<MyBookingsPage />, { path: '/customer/bookings', url });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const ID = '0b7c6f55-7a3e-4d43-9a52-0d0c4e1f0001';
const OTHER = '0b7c6f55-7a3e-4d43-9a52-0d0c4e1f0002';

describe('MyBookingsPage', () => {
  it('lists upcoming bookings with status, local date and time, address, cleaner and total', async () => {
    const { requests } = serve({
      upcoming: [
        [
          makeBooking({
            currency: 'CAD',
            timeZone: 'America/Toronto',
            startsAt: '2026-12-02T15:00:00.000Z',
            customerAddress: '1 King St W, Toronto, ON M5H 1A1',
            totalAmountCents: 6250,
          }),
        ],
      ],
    });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    const item = (await screen.findByRole('heading', { name: 'House Cleaning' })).closest('li')!;
    expect(within(item).getByText('Pending')).toHaveClass('status-pending');
    expect(within(item).getByText('Wednesday, December 2 · 10:00')).toBeInTheDocument();
    expect(within(item).getByText('1 King St W, Toronto, ON M5H 1A1')).toBeInTheDocument();
    expect(within(item).getByText('Ana Silva')).toBeInTheDocument();
    expect(within(item).getByText('Total')).toBeInTheDocument();
    expect(within(item).getByText('$62.50')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/v1/bookings?when=upcoming&limit=10')).toBe(true);
  });

  it('loads more with the cursor', async () => {
    serve({
      upcoming: [[makeBooking()], [makeBooking({ id: OTHER, serviceName: 'Deep Cleaning' })]],
    });
    renderPage();
    await screen.findByRole('heading', { name: 'House Cleaning' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Deep Cleaning' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the final total of a completed booking under Past', async () => {
    serve({
      past: [
        [
          makeBooking({
            status: 'completed',
            paymentStatus: 'paid',
            startsAt: '2025-11-15T10:00:00.000Z',
            finalTotalCents: 7500,
          }),
        ],
      ],
    });
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    const item = (await screen.findByRole('heading', { name: 'House Cleaning' })).closest('li')!;
    expect(within(item).getByText('Completed')).toHaveClass('status-completed');
    // Another year: the year is shown.
    expect(within(item).getByText('Saturday, November 15, 2025 · 10:00')).toBeInTheDocument();
    expect(within(item).getByText('Final total')).toBeInTheDocument();
    expect(within(item).getByText('€75.00')).toBeInTheDocument();
  });

  it('says what to do when there is nothing to show', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No upcoming bookings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a cleaning' })).toHaveAttribute('href', '/customer/book');
    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByRole('heading', { name: 'No past bookings yet' })).toBeInTheDocument();
  });

  it('opens the detail from ?booking= with prices, add-ons, overtime, payment and charges', async () => {
    const booking = makeBooking({
      status: 'completed',
      paymentStatus: 'paid',
      isRecurring: true,
      homeType: 'T3',
      basePriceCents: 6000,
      addOns: [{ id: 'a1', name: 'Oven cleaning', priceCents: 1500 }],
      addOnsTotalCents: 1500,
      totalAmountCents: 7500,
      overtimeFeeCents: 2000,
      finalTotalCents: 9500,
      hasReview: true,
      canCustomerCancel: false,
      charges: [
        {
          kind: 'charge',
          amountCents: 7500,
          status: 'succeeded',
          reference: 'ch_1',
          createdAt: '2026-12-01T09:00:00.000Z',
        },
        {
          kind: 'overtime',
          amountCents: 2000,
          status: 'succeeded',
          reference: 'ch_2',
          createdAt: '2026-12-02T13:00:00.000Z',
        },
      ],
    });
    serve({ detail: booking });
    renderPage(`/customer/bookings?booking=${ID}`);

    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    expect(within(dialog).getByText('Rua Augusta 100, 1100-053 Lisboa')).toBeInTheDocument();
    expect(within(dialog).getByText('Ana Silva')).toBeInTheDocument();
    // A booking in euro is in Portugal: its home type is named T3.
    expect(within(dialog).getByText('T3')).toBeInTheDocument();
    expect(within(dialog).getByText('Yes, weekly')).toBeInTheDocument();
    const price = within(dialog).getByRole('region', { name: 'Price' });
    const row = (label: string) => within(price).getByText(label).parentElement!;
    expect(row('Base price')).toHaveTextContent('€60.00');
    expect(row('Oven cleaning')).toHaveTextContent('€15.00');
    expect(row('Add-ons total')).toHaveTextContent('€15.00');
    expect(row('Overtime')).toHaveTextContent('€20.00');
    expect(row('Final total')).toHaveTextContent('€95.00');
    const payment = within(dialog).getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Payment status').parentElement).toHaveTextContent('Paid');
    const charges = within(payment).getAllByRole('listitem');
    expect(charges.map((charge) => charge.textContent)).toEqual([
      'ChargeDec 1, 2026 · Succeeded€75.00',
      'OvertimeDec 2, 2026 · Succeeded€20.00',
    ]);
    expect(
      within(dialog).getByText('You reviewed this cleaning. Thank you for your feedback.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('says how much of a paid booking was refunded', async () => {
    serve({ detail: makeBooking({ status: 'confirmed', paymentStatus: 'paid', refundedCents: 1200 }) });
    renderPage(`/customer/bookings?booking=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    expect(within(dialog).getByText('Partially refunded €12.00')).toBeInTheDocument();
  });

  it.each([
    ['unpaid', 'Unpaid — charged after your cleaner confirms'],
    ['failed', 'Payment failed'],
    ['requires_action', 'Your bank needs you to confirm this payment'],
    ['refunded', 'Refunded'],
  ] as const)('words the %s payment status', async (paymentStatus, text) => {
    serve({ detail: makeBooking({ paymentStatus }) });
    renderPage(`/customer/bookings?booking=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    // The badge, and for a payment to act on the banner too.
    expect(within(dialog).getAllByText(text)[0]).toBeInTheDocument();
  });

  it('cancels after confirmation and says "Booking Cancelled"', async () => {
    const booking = makeBooking();
    let cancelled = false;
    const { requests } = serve({
      upcoming: [[booking]],
      extra: ({ url, method }) => {
        if (method === 'POST' && url === `/api/v1/bookings/${ID}/cancel`) {
          cancelled = true;
          return json({ booking: { ...booking, status: 'cancelled', canCustomerCancel: false } });
        }
        if (method === 'GET' && url === `/api/v1/bookings/${ID}`)
          return json(cancelled ? { ...booking, status: 'cancelled', canCustomerCancel: false } : booking);
        return undefined;
      },
    });
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'View Details of House Cleaning on Wednesday, December 2' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel booking' }));

    expect(await screen.findByText('Booking Cancelled')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.endsWith('/cancel'))).toHaveLength(1);
    await waitFor(() => expect(within(dialog).getByText('Cancelled')).toHaveClass('status-cancelled'));
    expect(within(dialog).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('a double click on "Yes, cancel booking" sends one request and tells one outcome', async () => {
    const booking = makeBooking();
    const { requests } = serve({
      detail: booking,
      extra: ({ url, method }) =>
        method === 'POST' && url === `/api/v1/bookings/${ID}/cancel`
          ? json({ booking: { ...booking, status: 'cancelled', canCustomerCancel: false } })
          : undefined,
    });
    renderPage(`/customer/bookings?booking=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Yes, cancel booking' }));

    expect(await screen.findByText('Booking Cancelled')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.endsWith('/cancel'))).toHaveLength(1);
    expect(screen.queryByText('Could not cancel the booking')).not.toBeInTheDocument();
  });

  it('shows the server message when the cancellation is refused', async () => {
    serve({
      detail: makeBooking(),
      extra: ({ url, method }) =>
        method === 'POST' && url.endsWith('/cancel')
          ? problem(
              422,
              'Unprocessable Entity',
              'Bookings can be cancelled until 24 hours before the start. Please contact support.',
            )
          : undefined,
    });
    renderPage(`/customer/bookings?booking=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText('Could not cancel the booking')).toBeInTheDocument();
    expect(
      screen.getByText('Bookings can be cancelled until 24 hours before the start. Please contact support.'),
    ).toBeInTheDocument();
  });

  it('offers Cancel for a request made seconds ago that starts in two hours (pending is always cancellable)', async () => {
    // As the API words it (canCustomerCancel from @limpa/domain): nobody accepted it, nothing was charged.
    serve({
      detail: makeBooking({
        status: 'pending',
        canCustomerCancel: true,
        // Made ten seconds before the page's clock (12:00), for the earliest start two hours later.
        createdAt: '2026-11-22T11:59:50.000Z',
        bookingDate: '2026-11-22',
        bookingTime: '14:00',
        startsAt: '2026-11-22T14:00:00.000Z',
      }),
    });
    renderPage(`/customer/bookings?booking=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
    expect(within(dialog).queryByText(/until 24 hours before the start/)).not.toBeInTheDocument();
  });

  it('inside 24 hours, Cancel names the late-cancellation fee with its amount before confirming', async () => {
    // Three hours before the start (the page's clock is 12:00 UTC): 50 % of the €80.01 base price.
    const booking = makeBooking({
      status: 'confirmed',
      canCustomerCancel: true,
      currency: 'EUR',
      basePriceCents: 8001,
      startsAt: '2026-11-22T15:00:00.000Z',
    });
    const { requests } = serve({
      detail: booking,
      extra: ({ url, method }) =>
        method === 'POST' && url.endsWith('/cancel')
          ? json({ booking: { ...booking, status: 'cancelled', lateCancellationFeeCents: 4001 } })
          : undefined,
    });
    renderPage(`/customer/bookings?booking=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(
      within(confirm).getByText(
        /Cancelling now costs a late-cancellation fee of €40\.01 \(50 % of the base price\)/,
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel booking' }));
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/cancel'))).toBe(true));
    expect(
      await within(dialog).findByText(
        /Cancelled less than 24 hours before the start: a late-cancellation fee of €40\.01/,
      ),
    ).toBeInTheDocument();
    // The old "contact support" note is gone: cancelling is possible.
    expect(within(dialog).queryByRole('link', { name: 'Contact support' })).not.toBeInTheDocument();
  });

  it('more than 24 hours ahead, the cancel confirmation says it is free', async () => {
    serve({ detail: makeBooking({ status: 'confirmed', startsAt: '2026-11-24T15:00:00.000Z' }) });
    renderPage(`/customer/bookings?booking=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(within(confirm).getByText(/Cancelling is free/)).toBeInTheDocument();
    expect(within(confirm).queryByText(/late-cancellation fee/)).not.toBeInTheDocument();
  });

  it('from 30 minutes after the start, "The cleaner did not come" reports a no-show after a confirmation', async () => {
    const booking = makeBooking({
      status: 'confirmed',
      canCustomerCancel: false,
      startsAt: '2026-11-22T11:00:00.000Z',
    });
    const { requests } = serve({
      detail: booking,
      extra: ({ url, method }) =>
        method === 'POST' && url.endsWith('/no-show')
          ? json({
              booking: {
                ...booking,
                status: 'cancelled',
                paymentStatus: 'refunded',
                noShow: { who: 'cleaner', reportedAt: '2026-11-22T12:00:00.000Z' },
              },
            })
          : undefined,
    });
    renderPage(`/customer/bookings?booking=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'The cleaner did not come' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, report it' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url.endsWith('/no-show'))?.body).toEqual({ who: 'cleaner' }),
    );
    expect(await within(dialog).findByText(/You reported that the cleaner did not come/)).toBeInTheDocument();
  });

  it('offers no no-show report before 30 minutes after the start', async () => {
    serve({
      detail: makeBooking({
        status: 'confirmed',
        canCustomerCancel: false,
        startsAt: '2026-11-22T11:40:00.000Z',
      }),
    });
    renderPage(`/customer/bookings?booking=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    expect(
      within(dialog).queryByRole('button', { name: 'The cleaner did not come' }),
    ).not.toBeInTheDocument();
  });

  it('a cleaner\'s "could not get in" report shows the fee and the way to contest it', async () => {
    serve({
      detail: makeBooking({
        status: 'cancelled',
        canCustomerCancel: false,
        currency: 'EUR',
        lateCancellationFeeCents: 4001,
        noShow: { who: 'customer', reportedAt: '2026-11-22T11:00:00.000Z' },
      }),
    });
    renderPage(`/customer/bookings?booking=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    expect(
      within(dialog).getByText(/could not get in\. A late-cancellation fee of €40\.01/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Tell us your side' })).toHaveAttribute(
      'href',
      `/help?topic=booking&booking=${ID}#contact`,
    );
  });

  it('shows neither cancel nor the note for a cancelled booking', async () => {
    serve({ detail: makeBooking({ status: 'cancelled', canCustomerCancel: false }) });
    renderPage(`/customer/bookings?booking=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Please contact support/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Contact support' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Leave a review' })).not.toBeInTheDocument();
  });

  it('says when a booking cannot be found', async () => {
    serve({
      extra: ({ url }) =>
        url === `/api/v1/bookings/${ID}` ? problem(404, 'Not Found', 'Booking not found.') : undefined,
    });
    renderPage(`/customer/bookings?booking=${ID}`);
    expect(await screen.findByRole('dialog', { name: 'Booking not found' })).toBeInTheDocument();
  });
});

describe('Leave a review', () => {
  const completed = makeBooking({ status: 'completed', paymentStatus: 'paid', canCustomerCancel: false });

  it('requires a rating and sends nothing without one', async () => {
    const { requests } = serve({ detail: completed });
    renderPage(`/customer/bookings?booking=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    expect(within(dialog).getByRole('heading', { name: 'Leave a review' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByText('Please choose a rating')).toBeInTheDocument();
    expect(requests.some((r) => r.url.endsWith('/review'))).toBe(false);
  });

  it('labels the stars, counts the comment and submits', async () => {
    let reviewed = false;
    const { requests } = serve({
      extra: ({ url, method }) => {
        if (method === 'POST' && url === `/api/v1/bookings/${ID}/review`) {
          reviewed = true;
          return json({ id: 'r1', rating: 4, comment: 'Great' }, 201);
        }
        if (method === 'GET' && url === `/api/v1/bookings/${ID}`)
          return json({ ...completed, hasReview: reviewed });
        return undefined;
      },
    });
    renderPage(`/customer/bookings?booking=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    const group = within(dialog).getByRole('group', { name: 'Your rating' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(group).getByRole('radio', { name: '1 star' })).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();

    const comment = within(dialog).getByLabelText('Comment (optional)');
    expect(comment).toHaveAttribute('maxLength', '1000');
    await userEvent.type(comment, 'Great');
    expect(within(dialog).getByText('5/1000')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText('Review submitted')).toBeInTheDocument();
    expect(screen.getByText('Thank you for your feedback.')).toBeInTheDocument();
    expect(requests.find((r) => r.url.endsWith('/review'))?.body).toEqual({ rating: 4, comment: 'Great' });
    expect(
      await within(dialog).findByText('You reviewed this cleaning. Thank you for your feedback.'),
    ).toBeInTheDocument();
  });

  it('shows the server message when the review is refused', async () => {
    serve({
      detail: completed,
      extra: ({ url, method }) =>
        method === 'POST' && url.endsWith('/review')
          ? problem(409, 'Conflict', 'This booking has already been reviewed.')
          : undefined,
    });
    renderPage(`/customer/bookings?booking=${ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Review failed')).toBeInTheDocument();
    expect(screen.getByText('This booking has already been reviewed.')).toBeInTheDocument();
  });
});
