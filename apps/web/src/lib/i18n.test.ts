import { afterEach, describe, expect, it, vi } from 'vitest';

/** i18next's own flag, set once its notice has been written in this global scope. */
const NOTICE_SHOWN = '__i18next_supportNoticeShown';

describe('the i18n layer', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it("starts without writing i18next's advertisement into the visitor's console", async () => {
    // As in a browser tab: no notice shown yet in this scope (the test setup's import set the flag).
    delete (globalThis as Record<string, unknown>)[NOTICE_SHOWN];
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.resetModules();
    const { i18n } = await import('./i18n');
    expect(i18n.isInitialized).toBe(true);
    expect(info.mock.calls.flat().join(' ')).not.toMatch(/i18next|locize/i);
  });
});
