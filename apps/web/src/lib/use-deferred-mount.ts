import { startTransition, useEffect, useState } from 'react';

/**
 * False on a screen's first render, true right after it: what it guards renders in a transition, which React
 * splits into short slices, once the top of the screen is on the glass. Used for what sits below a phone's
 * first screen, so the first paint does not wait for it and no long task holds the page (issue 18).
 */
export function useDeferredMount(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}
