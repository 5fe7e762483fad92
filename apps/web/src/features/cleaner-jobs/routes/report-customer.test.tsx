import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeJob } from '@/test/booking-fixture';
import { json, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { CleanerJobsPage } from './cleaner-jobs-page';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

describe('CleanerJobsPage: reporting the customer', () => {
  it('"Report this person" in a job’s detail reports its customer', async () => {
    const user = userEvent.setup();
    const job = makeJob();
    const { requests } = mockFetch((request) => {
      const url = new URL(request.url, 'http://test');
      if (url.pathname === '/api/v1/bookings') return json({ items: [job], nextCursor: null });
      if (url.pathname === `/api/v1/bookings/${job.id}`) return json(job);
      if (url.pathname === '/api/v1/reports' && request.method === 'POST')
        return json({ id: '9a1c6f55-7a3e-4d43-9a52-0d0c4e1f0002', status: 'open' }, 201);
      return undefined;
    });
    renderWithProviders(<CleanerJobsPage />, { path: '/provider/jobs', url: '/provider/jobs' });
    await user.click(await screen.findByRole('button', { name: /View Details of/ }));
    const detail = await screen.findByRole('dialog');
    await user.click(within(detail).getByRole('button', { name: 'Report this person' }));
    await user.type(await screen.findByLabelText('What is wrong?'), 'Shouted at me');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thanks, our team will look into it.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      userId: job.customer.userId,
      reason: 'Shouted at me',
    });
  });
});
