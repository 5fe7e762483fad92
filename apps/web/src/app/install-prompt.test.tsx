import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch';
import { createTestQueryClient } from '@/test/render';
import { captureInstallPrompt } from './install-offer';
import { INSTALL_PROMPT_SHOWN_KEY, InstallPrompt } from './install-prompt';

function fireInstallOffer() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
  };
  event.prompt = vi.fn(async () => {});
  event.userChoice = Promise.resolve({ outcome: 'accepted' });
  window.dispatchEvent(event);
  return event;
}

let matchMediaSpy: { mockRestore: () => void } | undefined;

function setWidth(mobile: boolean) {
  matchMediaSpy = vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: mobile,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function renderPrompt() {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <InstallPrompt />
    </QueryClientProvider>,
  );
}

describe('InstallPrompt', () => {
  beforeAll(() => captureInstallPrompt());
  beforeEach(() => {
    mockFetch();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    // Only this file's spy: restoring all would also drop the root console.error guard.
    matchMediaSpy?.mockRestore();
  });

  it('opens 2.5 s after the browser offers installation, on a phone, once', async () => {
    setWidth(true);
    renderPrompt();
    const offer = fireInstallOffer();
    expect(offer.defaultPrevented).toBe(true);
    act(() => vi.advanceTimersByTime(2400));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    // The dialog is its own chunk, loaded when the offer is shown (the first import is transformed on the fly).
    expect(
      await screen.findByRole('dialog', { name: 'Install the app for faster access' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(INSTALL_PROMPT_SHOWN_KEY)).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(offer.prompt).toHaveBeenCalled();
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never opens on a wide screen', () => {
    setWidth(false);
    renderPrompt();
    fireInstallOffer();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never opens again once shown', () => {
    setWidth(true);
    window.localStorage.setItem(INSTALL_PROMPT_SHOWN_KEY, '1');
    renderPrompt();
    fireInstallOffer();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
