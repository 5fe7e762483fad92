import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { customerSession, json, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { profile, review } from '../cleaners-test-data';
import { CleanerDetailPage } from './cleaner-detail-page';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

const REVIEW = review().id;

/** The profile of cleaner-1, seen by a customer, by cleaner-1 themselves, or by another cleaner. */
function renderAs(viewer: 'customer' | 'theCleaner' | 'anotherCleaner') {
  const role = viewer === 'customer' ? 'customer' : 'cleaner';
  const userId = viewer === 'theCleaner' ? 'cleaner-1' : customerSession.user.id;
  const mock = mockFetch((request) => {
    if (request.url === '/api/v1/session')
      return json({
        ...customerSession,
        user: { ...customerSession.user, id: userId },
        profile: { ...customerSession.profile, role },
      });
    if (request.url === '/api/v1/providers/cleaner-1') return json(profile());
    if (request.url === '/api/v1/reports' && request.method === 'POST')
      return json({ id: '9a1c6f55-7a3e-4d43-9a52-0d0c4e1f0002', status: 'open' }, 201);
    return undefined;
  });
  renderWithProviders(<CleanerDetailPage />, {
    path: '/provider/:cleanerId',
    url: '/provider/cleaner-1',
    withAuth: true,
  });
  return mock;
}

describe('CleanerDetailPage: reporting a review', () => {
  it('a customer reports a review from the profile', async () => {
    const user = userEvent.setup();
    const { requests } = renderAs('customer');
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    await user.click(within(reviews).getByRole('button', { name: 'Report the review by Carla' }));
    await user.type(await screen.findByLabelText('What is wrong?'), 'Mentions my address');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thanks, our team will look into it.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      reviewId: REVIEW,
      reason: 'Mentions my address',
    });
  });

  it('the cleaner the reviews are about may report them', async () => {
    renderAs('theCleaner');
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByRole('button', { name: 'Report the review by Carla' })).toBeInTheDocument();
  });

  it('another cleaner sees no Report', async () => {
    renderAs('anotherCleaner');
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('Spotless kitchen.')).toBeInTheDocument();
    expect(within(reviews).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });
});
