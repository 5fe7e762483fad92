import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says so, links home and logs the miss to the API once', async () => {
    const { requests } = mockFetch(({ url }) =>
      url === '/api/v1/client-events' ? new Response(null, { status: 204 }) : undefined,
    );
    renderWithProviders(<NotFoundPage />, { path: '*', url: '/no/such/page' });

    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/v1/client-events')).toHaveLength(1));
    const event = requests.find((r) => r.url === '/api/v1/client-events');
    expect(event?.method).toBe('POST');
    expect(event?.body).toEqual({ type: 'not_found', path: '/no/such/page' });
  });

  it('stays quiet when logging fails', async () => {
    const { requests } = mockFetch(({ url }) =>
      url === '/api/v1/client-events' ? Promise.reject(new TypeError('offline')) : undefined,
    );
    renderWithProviders(<NotFoundPage />, { path: '*', url: '/missing' });
    await waitFor(() => expect(requests.some((r) => r.url === '/api/v1/client-events')).toBe(true));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
  });
});
