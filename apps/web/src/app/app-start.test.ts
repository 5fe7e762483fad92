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

describe('recoverFromLoadFailure', () => {
  const paintedRoot = () => {
    const root = document.createElement('div');
    root.setAttribute('inert', '');
    root.innerHTML = '<main><h1>Professional cleaning services</h1></main>';
    return root;
  };

  it('reloads once (a deploy replaced the file), then says so in place of a frozen page', () => {
    const storage = window.sessionStorage;
    const reload = vi.fn();
    const root = paintedRoot();
    recoverFromLoadFailure(root, 'This page could not be loaded.', { storage, reload });
    expect(reload).toHaveBeenCalledOnce();
    expect(root.hasAttribute('inert')).toBe(true);

    // The reloaded page failed too (offline): no second reload.
    recoverFromLoadFailure(root, 'This page could not be loaded.', { storage, reload });
    expect(reload).toHaveBeenCalledOnce();
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('This page could not be loaded.');
    expect(root.hasAttribute('inert')).toBe(false);
    expect(root.querySelector('h1')).toBeNull();
    forgetLoadFailure(storage);
  });

  it('may reload again after a page that loaded', () => {
    const storage = window.sessionStorage;
    const reload = vi.fn();
    recoverFromLoadFailure(paintedRoot(), 'x', { storage, reload });
    forgetLoadFailure(storage);
    recoverFromLoadFailure(paintedRoot(), 'x', { storage, reload });
    expect(reload).toHaveBeenCalledTimes(2);
    forgetLoadFailure(storage);
  });

  it('says so at once, never reloading, when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    const reload = vi.fn();
    const root = paintedRoot();
    recoverFromLoadFailure(root, 'This page could not be loaded.', { storage: refusing, reload });
    expect(reload).not.toHaveBeenCalled();
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('This page could not be loaded.');
  });
});
