import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reportApiReachable, reportApiUnreachable } from '@/lib/network-reachability';
import { OfflineNotice } from './offline-notice';

const NOTICE = 'You are offline. Some features may be unavailable.';

describe('OfflineNotice', () => {
  it('announces going offline in a polite live region and clears when back online', () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    const { container } = render(<OfflineNotice />);
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
    render(<OfflineNotice />);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    act(() => reportApiUnreachable());
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    act(() => reportApiReachable());
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    onLine.mockRestore();
  });
});
