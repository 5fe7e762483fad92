import type { Booking } from '@limpa/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeJob } from '@/test/booking-fixture';
import { json, problem, type RecordedRequest } from '@/test/fetch';
import { openJobDetail } from '../job-detail-test-kit';

configure({ asyncUtilTimeout: 5000 });

// Starts 2026-11-25 15:00 UTC; base price $55.00, so the fee is $27.50 and the cleaner's 85 % share $23.37.
const JOB = makeJob({ id: '1b7c6f55-7a3e-4d43-9a52-0d0c4e1f0061', status: 'confirmed' });
const REPORTED: Booking = {
  ...JOB,
  status: 'cancelled',
  cancelledBy: 'cleaner',
  lateCancellationFeeCents: 2750,
  noShow: { who: 'customer', reportedAt: '2026-11-25T16:00:00.000Z' },
};

/** My Jobs at `now` with one job's detail open; `answer` replies to the no-show report. */
function openDetail(job: Booking, now: string, answer?: (request: RecordedRequest) => Response | undefined) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
  return openJobDetail(job, answer, () => REPORTED);
}

const posts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST');
const action = { name: 'I could not get in' };

afterEach(() => vi.useRealTimers());

describe("the cleaner's 'I could not get in' in the job detail", { timeout: 20_000 }, () => {
  it('asks first, naming the fee the customer pays, then reports; the job then shows the report', async () => {
    const { requests } = openDetail(JOB, '2026-11-25T16:00:00Z', () => json({ booking: REPORTED }));
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    const region = within(dialog).getByRole('region', { name: 'Could not get in?' });
    await userEvent.click(within(region).getByRole('button', action));
    const ask = await screen.findByRole('alertdialog', { name: 'Report that you could not get in?' });
    expect(ask).toHaveTextContent('the customer pays the late-cancellation fee of $27.50');
    expect(ask).toHaveTextContent('You receive $23.37 once it is collected');
    await userEvent.click(within(ask).getByRole('button', { name: 'Go back' }));
    expect(posts(requests)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', action));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, report it' }),
    );
    expect(await screen.findByText('Report sent')).toBeInTheDocument();
    const [post] = posts(requests);
    expect(post?.url).toBe(`/api/v1/bookings/${JOB.id}/no-show`);
    expect(post?.body).toEqual({ who: 'customer' });
    expect(
      await within(dialog).findByText(
        'You reported that you could not get in. The customer pays a late-cancellation fee of $27.50; your share is $23.37 once it is collected.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', action)).not.toBeInTheDocument();
  });

  it('is offered only inside the window: not 29 minutes after the start', async () => {
    openDetail(JOB, '2026-11-25T15:29:00Z');
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    expect(within(dialog).queryByRole('button', action)).not.toBeInTheDocument();
  });

  it('is not offered a minute after the window closes', async () => {
    openDetail(JOB, '2026-11-26T15:01:00Z');
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    expect(within(dialog).queryByRole('button', action)).not.toBeInTheDocument();
  });

  it('opens exactly 30 minutes after the start', async () => {
    openDetail(JOB, '2026-11-25T15:30:00Z');
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    expect(within(dialog).getByRole('button', action)).toBeInTheDocument();
  });

  it('says why when the server refuses, and keeps the job as it was', async () => {
    openDetail(JOB, '2026-11-25T16:00:00Z', () =>
      problem(409, 'Already reported', 'A no-show was already reported for this booking.'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    await userEvent.click(within(dialog).getByRole('button', action));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, report it' }),
    );
    expect(await screen.findByText('Could not send the report')).toBeInTheDocument();
    expect(screen.getByText('A no-show was already reported for this booking.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(dialog).getByRole('button', action)).toBeInTheDocument();
  });

  it('shows a no-show the customer reported with the way to contest it', async () => {
    openDetail(
      {
        ...REPORTED,
        lateCancellationFeeCents: null,
        noShow: { who: 'cleaner', reportedAt: REPORTED.startsAt },
      },
      '2026-11-25T16:00:00Z',
    );
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    expect(
      within(dialog).getByText(
        'The customer reported that you did not come. You earn nothing for this booking.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Tell us your side' })).toHaveAttribute(
      'href',
      `/help?topic=booking&booking=${JOB.id}#contact`,
    );
  });

  it("shows the customer's late cancellation with the fee and the cleaner's share, without a way to report", async () => {
    openDetail({ ...REPORTED, cancelledBy: 'customer', noShow: null }, '2026-11-25T16:00:00Z');
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    expect(
      within(dialog).getByText(
        'The customer cancelled less than 24 hours before the start: a late-cancellation fee of $27.50 applies; your share is $23.37 once it is collected.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', action)).not.toBeInTheDocument();
  });
});
