import type { Booking } from '@limpa/contracts';
import { json, mockFetch, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { CleanerJobsPage } from './routes/cleaner-jobs-page';

/**
 * My Jobs with one job's detail open, for the tests of the detail's actions: `answer` replies to a POST, and an
 * accepted one turns the job into `after(job, request)`, which the list and the detail then read.
 */
export function openJobDetail(
  job: Booking,
  answer: ((request: RecordedRequest) => Response | undefined) | undefined,
  after: (job: Booking, request: RecordedRequest) => Booking,
) {
  let current = job;
  const mock = mockFetch((request) => {
    const url = new URL(request.url, 'http://test');
    if (request.method === 'POST') {
      const reply = answer?.(request);
      if (reply?.ok) current = after(current, request);
      return reply;
    }
    if (url.pathname === '/api/v1/bookings') return json({ items: [current], nextCursor: null });
    if (url.pathname === `/api/v1/bookings/${job.id}`) return json(current);
    return undefined;
  });
  renderWithProviders(<CleanerJobsPage />, {
    path: '/provider/jobs',
    url: `/provider/jobs?booking=${job.id}`,
  });
  return mock;
}
