import type { Booking } from '@limpa/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeJob } from '@/test/booking-fixture';
import { complaintPhoto, makeComplaint } from '@/test/complaint-fixture';
import { json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { CleanerJobsPage } from '../routes/cleaner-jobs-page';

configure({ asyncUtilTimeout: 5000 });

const JOB = makeJob({
  id: '1b7c6f55-7a3e-4d43-9a52-0d0c4e1f0077',
  status: 'completed',
  paymentStatus: 'paid',
});
const complaint = (over: object = {}) => makeComplaint(JOB.id, { photos: [complaintPhoto(JOB.id)], ...over });

/** My Jobs with the completed job's detail open; its complaint is `current()`, `answer` replies to the POST. */
function openJob(initial: object | null, answer?: (request: RecordedRequest) => Response) {
  let current = initial;
  const mock = mockFetch((request) => {
    const url = new URL(request.url, 'http://test');
    if (request.method === 'POST' && url.pathname.endsWith('/complaint/answer')) {
      const reply = answer?.(request) ?? json({});
      if (reply.ok) current = { ...(current as object), answer: (request.body as { answer: string }).answer };
      return reply;
    }
    if (url.pathname === '/api/v1/bookings') return json({ items: [JOB], nextCursor: null });
    if (url.pathname === `/api/v1/bookings/${JOB.id}`) return json(JOB as Booking);
    if (url.pathname === `/api/v1/bookings/${JOB.id}/complaint`)
      return json({ complaint: current, canComplain: false, complainUntil: null });
    return undefined;
  });
  renderWithProviders(<CleanerJobsPage />, {
    path: '/provider/jobs',
    url: `/provider/jobs?booking=${JOB.id}`,
  });
  return mock;
}

const answerPosts = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.url.endsWith('/complaint/answer'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('a complaint in the cleaner’s job', { timeout: 20_000 }, () => {
  it('shows the reason and photos; an empty answer is refused on the spot, a written one is sent once', async () => {
    const { requests } = openJob(complaint(), (request) =>
      json(complaint({ answer: (request.body as { answer: string }).answer })),
    );
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    const section = await within(dialog).findByRole('region', { name: 'Complaint' });
    expect(within(section).getByText('The kitchen was not cleaned.')).toBeInTheDocument();
    expect(within(section).getByText('Waiting for the cleaner’s answer')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Photo 1 of the complaint' })).toHaveAttribute(
      'src',
      complaint().photos[0]!.url,
    );

    await userEvent.click(within(section).getByRole('button', { name: 'Send answer' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Please write your answer.');
    expect(answerPosts(requests)).toHaveLength(0);

    await userEvent.type(within(section).getByLabelText('Your answer'), 'The oven was not in the booking.');
    await userEvent.click(within(section).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer sent')).toBeInTheDocument();
    expect(answerPosts(requests).map((r) => r.body)).toEqual([
      { answer: 'The oven was not in the booking.' },
    ]);
    await waitFor(() =>
      expect(within(section).queryByRole('button', { name: 'Send answer' })).not.toBeInTheDocument(),
    );
    expect(within(section).getByText('The oven was not in the booking.')).toBeInTheDocument();
    expect(within(section).getByText('Answered, waiting for the team’s decision')).toBeInTheDocument();
  });

  it('a refused answer says why beside the form', async () => {
    openJob(complaint(), () =>
      problem(409, 'Complaint already decided', 'This complaint was already decided.', 'complaint_decided'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    const section = await within(dialog).findByRole('region', { name: 'Complaint' });
    await userEvent.type(within(section).getByLabelText('Your answer'), 'Sorry.');
    await userEvent.click(within(section).getByRole('button', { name: 'Send answer' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This complaint was already decided.',
    );
    expect(within(section).getByLabelText('Your answer')).toHaveAttribute('aria-invalid', 'true');
  });

  it('once decided shows the answer and the decision, and no form', async () => {
    openJob(
      complaint({
        status: 'decided',
        answer: 'The oven was not in the booking.',
        decision: 'refund',
        refundCents: 2000,
        decidedAt: '2026-11-22T09:00:00.000Z',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    const section = await within(dialog).findByRole('region', { name: 'Complaint' });
    expect(within(section).getByText('Decided')).toBeInTheDocument();
    expect(within(section).getByText(/^A refund of .*20\.00/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Send answer' })).not.toBeInTheDocument();
  });

  it('shows nothing for a completed job without a complaint', async () => {
    const { requests } = openJob(null);
    const dialog = await screen.findByRole('dialog', { name: 'House Cleaning' });
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/complaint'))).toBe(true));
    expect(within(dialog).queryByRole('region', { name: 'Complaint' })).not.toBeInTheDocument();
  });
});
