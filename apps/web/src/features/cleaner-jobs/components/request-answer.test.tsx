import type { Booking } from '@limpa/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeJob } from '@/test/booking-fixture';
import { json, problem, type RecordedRequest } from '@/test/fetch';
import { openJobDetail } from '../job-detail-test-kit';

configure({ asyncUtilTimeout: 5000 });

const PENDING = makeJob({
  id: '1b7c6f55-7a3e-4d43-9a52-0d0c4e1f0042',
  status: 'pending',
  paymentStatus: 'unpaid',
});

/** My Jobs with one job's detail open; `answer` replies to the confirm and cancel calls. */
function openDetail(job: Booking, answer?: (request: RecordedRequest) => Response | undefined) {
  return openJobDetail(job, answer, (current, request) => ({
    ...current,
    status: request.url.endsWith('/confirm') ? 'confirmed' : 'cancelled',
  }));
}

const posts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST').map((r) => r.url);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('a pending request answered from its detail in My Jobs', { timeout: 20_000 }, () => {
  it('Confirm request confirms it through the confirm endpoint; the detail then shows it confirmed', async () => {
    const { requests } = openDetail(PENDING, () =>
      json({ booking: { ...PENDING, status: 'confirmed' }, payment: { status: 'paid' } }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    const answer = within(dialog).getByRole('region', { name: 'This request is waiting for your answer' });
    await userEvent.click(within(answer).getByRole('button', { name: 'Confirm request' }));
    expect(await screen.findByText('Request confirmed')).toBeInTheDocument();
    expect(posts(requests)).toEqual([`/api/v1/bookings/${PENDING.id}/confirm`]);
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Confirm request' })).not.toBeInTheDocument(),
    );
    // Paid: nothing to ask the help desk about.
    expect(within(dialog).queryByRole('link', { name: 'Contact support' })).not.toBeInTheDocument();
  });

  it('a confirmation whose charge failed says so; the job then offers the help desk about its payment', async () => {
    openDetail(PENDING, () =>
      json({ booking: { ...PENDING, status: 'confirmed' }, payment: { status: 'failed' } }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm request' }));
    expect(
      await screen.findByText('Request confirmed, but charging the card failed. Please contact support.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact support' })).toBeInTheDocument();
  });

  it('links a job whose charge failed, and only such a job, to the help desk', async () => {
    const failed = makeJob({
      id: '1b7c6f55-7a3e-4d43-9a52-0d0c4e1f0044',
      status: 'confirmed',
      paymentStatus: 'failed',
    });
    openDetail(failed);
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    expect(within(dialog).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      `/help?topic=payment&booking=${failed.id}#contact`,
    );
  });

  it('Decline asks first, then declines through the cancel endpoint', async () => {
    const { requests } = openDetail(PENDING, () => json({ booking: { ...PENDING, status: 'cancelled' } }));
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Decline this request?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep request' }));
    expect(posts(requests)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, decline' }),
    );
    expect(await screen.findByText('Request declined')).toBeInTheDocument();
    expect(posts(requests)).toEqual([`/api/v1/bookings/${PENDING.id}/cancel`]);
  });

  it('says why when the server refuses (already answered)', async () => {
    openDetail(PENDING, () =>
      problem(409, 'Booking not confirmable', 'This booking was changed by someone else. Please refresh.'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm request' }));
    expect(await screen.findByText('Could not answer the request')).toBeInTheDocument();
    expect(screen.getByText('This booking was changed by someone else. Please refresh.')).toBeInTheDocument();
  });

  it('shows no answer on a confirmed job', async () => {
    openDetail(makeJob({ id: '1b7c6f55-7a3e-4d43-9a52-0d0c4e1f0043', status: 'confirmed' }));
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    expect(within(dialog).queryByRole('button', { name: 'Confirm request' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });
});
