import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { en } from '../lib/locales/en/index';
import { loadSonner } from '../lib/toast';
import { takeContractViolations } from './contract-check';
import { mediaQueryList } from './media-query-list';

// findBy… and waitFor wait for a condition; 1 s (the default) is shorter than one screen's chain of answered
// requests on a busy two-core machine, where a passing page once failed for lateness. A real failure still fails.
configure({ asyncUtilTimeout: 5_000 });

// Components are tested without their feature's pages, which register the feature's English in the app.
i18n.addResourceBundle('en', 'translation', en, true, true);

// The app loads sonner on the first toast (lib/toast.ts); tests have it from the start, as if one had been shown.
beforeAll(() => loadSonner());

afterEach(() => {
  cleanup();
  // sonner keeps toasts in a module-level store; never let one leak into the next test.
  toast.dismiss();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  // The booking wizard keeps its draft here: each test starts without one.
  window.sessionStorage.clear();
  // A screen may swallow a failed request: what the API contract refused still fails the test.
  const violations = takeContractViolations();
  if (violations.length > 0)
    throw new AggregateError(violations, violations.map((v) => v.message).join('\n\n'));
});

// jsdom lacks these browser APIs that Radix and the shell use.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => mediaQueryList(query, false),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
// sonner captures the pointer when a toast (or its action) is pressed; jsdom has no pointer capture.
if (!Element.prototype.setPointerCapture) Element.prototype.setPointerCapture = () => {};
if (!Element.prototype.releasePointerCapture) Element.prototype.releasePointerCapture = () => {};
// jsdom "implements" scrollTo by logging "Not implemented" through console.error.
window.scrollTo = (() => {}) as typeof window.scrollTo;
