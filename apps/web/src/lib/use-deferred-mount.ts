import { startTransition, useEffect, useState } from 'react';
import { useIsPaintedPage } from './painted-page';
import { isTakingOverPaintedPage } from './painted-root-attribute';

/**
 * False on a screen's first render, true right after it: what it guards renders in a transition, which React
 * splits into short slices, once the top of the screen is on the glass. Used for what sits below a phone's
 * first screen, so the first paint does not wait for it and no long task holds the page (issue 18).
 * True at once when the server paints the page, and when the app takes a painted page over: the page already
 * shows it (decision 086).
 */
export function useDeferredMount(): boolean {
  const painted = useIsPaintedPage();
  const [mounted, setMounted] = useState(() => painted || isTakingOverPaintedPage());
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}
