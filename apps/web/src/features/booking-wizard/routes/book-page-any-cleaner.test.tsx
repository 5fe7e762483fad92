import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBooking } from '@/test/booking-fixture';
import { json, problem } from '@/test/fetch';
import {
  api,
  continueButton,
  onWizardMonday,
  renderPage,
  stepHeading,
  type user,
  walkTo,
} from '../booking-wizard-test-kit';

onWizardMonday();

/** From step 5, "Any available cleaner" chosen, to the review. */
async function chooseAnyAndReview(u: ReturnType<typeof user>) {
  const any = await screen.findByRole('article', { name: 'Any available cleaner' });
  await u.click(within(any).getByRole('button', { name: 'Book Now' }));
  await u.click(continueButton());
  await stepHeading('Payment & Review');
}

const assigned = makeBooking({
  cleanerId: 'cleaner-joao',
  cleaner: { userId: 'cleaner-joao', fullName: 'João Costa', phone: null, avatarUrl: null },
});

// Six steps of clicking take a while on a busy machine.
describe('BookPage: any available cleaner', { timeout: 30_000 }, () => {
  it('the summary says "Any available cleaner", no cleaner is sent, and the toast names the one assigned', async () => {
    const { requests } = api({ createBooking: () => json(assigned, 201) });
    renderPage();
    const u = await walkTo(5);
    await chooseAnyAndReview(u);

    const summary = screen.getByRole('region', { name: 'Booking summary' });
    expect(within(summary).getByText('Any available cleaner')).toBeInTheDocument();
    expect(within(summary).queryByText('Ana Silva')).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Booking Created!')).toBeInTheDocument();
    expect(
      screen.getByText('Your request was sent to João Costa. Payment will be processed after they confirm.'),
    ).toBeInTheDocument();
    // The generic text is for a cleaner chosen by name.
    expect(screen.queryByText(/Your cleaning request has been sent/)).not.toBeInTheDocument();
    const post = requests.find((r) => r.url === '/api/v1/bookings' && r.method === 'POST');
    expect(post?.body).not.toHaveProperty('cleanerId');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('a cleaner chosen by name is in the summary, is sent, and the toast is the usual one', async () => {
    const { requests } = api({ createBooking: () => json(assigned, 201) });
    renderPage();
    const u = await walkTo(6);

    const summary = screen.getByRole('region', { name: 'Booking summary' });
    expect(within(summary).getByText('Ana Silva')).toBeInTheDocument();
    expect(within(summary).queryByText('Any available cleaner')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(
      await screen.findByText(
        'Your cleaning request has been sent. Payment will be processed after provider confirmation.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Your request was sent to/)).not.toBeInTheDocument();
    const post = requests.find((r) => r.url === '/api/v1/bookings' && r.method === 'POST');
    expect(post?.body).toMatchObject({ cleanerId: expect.any(String) });
  });

  it('nobody free for "any" (409): stays on the review and a suggested time replaces the chosen one', async () => {
    api({
      // The API's refusal, with the nearest free starts as an extension member.
      createBooking: () =>
        problem(
          409,
          'No Cleaner Available',
          'No cleaner is free at this time. Please choose another time.',
          'no_cleaner_available',
          { alternatives: [{ bookingDate: '2026-11-24', bookingTime: '14:00' }] },
        ),
    });
    renderPage();
    const u = await walkTo(5);
    await chooseAnyAndReview(u);
    await u.click(screen.getByRole('button', { name: 'Book Now' }));

    const alert = (await screen.findByText('No cleaner is free then. These times are free nearby:')).closest(
      'section',
    ) as HTMLElement;
    await u.click(within(alert).getByRole('button', { name: 'Tuesday, November 24, 2026 at 14:00' }));
    const summary = screen.getByRole('region', { name: 'Booking summary' });
    await waitFor(() =>
      expect(within(summary).getByText('Tuesday, November 24, 2026 at 14:00')).toBeInTheDocument(),
    );
    expect(within(summary).getByText('Any available cleaner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Payment & Review' })).toBeInTheDocument();
  });

  it('with nobody serving the address, says none is in the area and leads back to step 2', async () => {
    api({
      extra: (request) =>
        request.url.split('?')[0] === '/api/v1/providers'
          ? json({ items: [], nextCursor: null, total: 0 })
          : undefined,
    });
    renderPage();
    const u = await walkTo(5);
    expect(await screen.findByText('No approved cleaners available in your area yet.')).toBeInTheDocument();
    expect(screen.queryByText('No cleaner is free at this time.')).not.toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Choose another address' }));
    await stepHeading('Location');
  });
});
