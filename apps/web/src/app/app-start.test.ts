import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { forgetLoadFailure, openOnce, recoverFromLoadFailure } from './app-start';

describe('openOnce', () => {
  it('opens the app the first time it is asked, and never again', async () => {
    const open = vi.fn(() => Promise.resolve());
    const fallback = vi.fn();
    const openApp = openOnce(open, fallback);
    openApp('/dashboard', { replace: true });
    openApp('/customer/dashboard', { replace: true });
    expect(open).toHaveBeenCalledOnce();
    expect(open).toHaveBeenCalledWith('/dashboard', { replace: true });
    await Promise.resolve();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('sends the browser to the page itself when the app cannot load', async () => {
    const fallback = vi.fn();
    const openApp = openOnce(
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      fallback,
    );
    openApp('/dashboard', { replace: true });
    await vi.waitFor(() => expect(fallback).toHaveBeenCalledWith('/dashboard'));
  });
});

const TEXTS = { message: 'This page could not be loaded.', reload: 'Reload' };

describe('recoverFromLoadFailure', () => {
  const paintedRoot = () => {
    const root = document.createElement('div');
    root.setAttribute('inert', '');
    root.innerHTML = '<main><h1>Professional cleaning services</h1></main>';
    return root;
  };

  it('reloads once (a deploy replaced the file), then says so in place of a frozen page, with a Reload button', () => {
    const storage = window.sessionStorage;
    const reload = vi.fn();
    const root = paintedRoot();
    recoverFromLoadFailure(root, TEXTS, { storage, reload });
    expect(reload).toHaveBeenCalledOnce();
    expect(root.hasAttribute('inert')).toBe(true);

    // The reloaded page failed too (offline): no second reload by itself.
    recoverFromLoadFailure(root, TEXTS, { storage, reload });
    expect(reload).toHaveBeenCalledOnce();
    expect(within(root as HTMLElement).getByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
    expect(root.hasAttribute('inert')).toBe(false);
    expect(root.querySelector('h1')).toBeNull();
    // An installed app has no browser reload button: the page offers one.
    within(root as HTMLElement)
      .getByRole('button', { name: 'Reload' })
      .click();
    expect(reload).toHaveBeenCalledTimes(2);
    forgetLoadFailure(storage);
  });

  it('may reload again after a page that loaded', () => {
    const storage = window.sessionStorage;
    const reload = vi.fn();
    recoverFromLoadFailure(paintedRoot(), TEXTS, { storage, reload });
    forgetLoadFailure(storage);
    recoverFromLoadFailure(paintedRoot(), TEXTS, { storage, reload });
    expect(reload).toHaveBeenCalledTimes(2);
    forgetLoadFailure(storage);
  });

  it('says so at once, never reloading, when the browser refuses storage (the property itself throws)', () => {
    const refused = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const reload = vi.fn();
    const root = paintedRoot();
    try {
      recoverFromLoadFailure(root, TEXTS, { reload });
      forgetLoadFailure();
    } finally {
      refused.mockRestore();
    }
    expect(reload).not.toHaveBeenCalled();
    expect(within(root as HTMLElement).getByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
  });
});
