import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { reportApiReachable, reportApiUnreachable } from '@/lib/network-reachability';
import { customerSession, json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { OfflineNotice } from './offline-notice';

const NOTICE = 'You are offline. Some features may be unavailable.';
const SERVICE_DOWN = "We can't reach the service, retrying…";
const databaseAway = () =>
  problem(503, 'Service Unavailable', "We can't reach the service right now.", 'service_unavailable');

afterEach(() => {
  act(() => reportApiReachable());
  vi.useRealTimers();
});

describe('OfflineNotice', () => {
  it('announces going offline in a polite live region and clears when back online', () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    const { container } = renderWithProviders(<OfflineNotice />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(region).toHaveTextContent(NOTICE);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    onLine.mockRestore();
  });

  it('shows the notice when the API gets no answer although the browser claims to be online', () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithProviders(<OfflineNotice />);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    act(() => reportApiUnreachable());
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    act(() => reportApiReachable());
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    onLine.mockRestore();
  });
});

function SignedInScreen() {
  const auth = useAuth();
  const services = useQuery({ queryKey: ['services'], queryFn: () => api.get<string[]>('/api/v1/services') });
  return (
    <>
      <p>{auth.status}</p>
      <p>{services.data?.join(', ')}</p>
      <OfflineNotice />
    </>
  );
}

describe('while the API says its database is away', () => {
  it('keeps the person signed in, says it is retrying, and refetches the screen once the service is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let away = false;
    let servicesVersion = 1;
    const { requests } = mockFetch(({ url }) => {
      if (url === '/api/health') return away ? databaseAway() : json({ status: 'ok', db: 'ok' });
      if (away) return databaseAway();
      if (url === '/api/v1/session') return json(customerSession);
      if (url === '/api/v1/services') return json([`Regular cleaning v${servicesVersion}`]);
      return undefined;
    });
    const { queryClient } = renderWithProviders(<SignedInScreen />, { withAuth: true });
    expect(await screen.findByText('Regular cleaning v1')).toBeInTheDocument();
    expect(screen.getByText('signed-in')).toBeInTheDocument();

    away = true;
    await act(() => queryClient.refetchQueries({ type: 'active' }));
    expect(await screen.findByText(SERVICE_DOWN)).toBeInTheDocument();
    expect(screen.getByText('signed-in')).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();

    // Still away at the first retry: the notice stays.
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(requests.filter((r) => r.url === '/api/health')).toHaveLength(1);
    expect(screen.getByText(SERVICE_DOWN)).toBeInTheDocument();

    away = false;
    servicesVersion = 2;
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(await screen.findByText('Regular cleaning v2')).toBeInTheDocument();
    expect(screen.queryByText(SERVICE_DOWN)).not.toBeInTheDocument();
    expect(screen.getByText('signed-in')).toBeInTheDocument();
  });

  it('does not take maintenance mode (another 503) for an outage', async () => {
    mockFetch(() => problem(503, 'Service Unavailable', 'Maintenance.', 'maintenance_mode'));
    renderWithProviders(<OfflineNotice />);
    await act(() => api.get('/api/v1/bookings').catch(() => undefined));
    expect(screen.queryByText(SERVICE_DOWN)).not.toBeInTheDocument();
  });
});
