import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React adopts markup the server painted (hydration: the painted sign-in page, decision 085), true
 * after and in every render React makes on its own. What the painted page could not know (the server's
 * configuration arriving meanwhile) is drawn once hydration is done, not during it: drawn during it, it would not
 * match the painted markup, and React would throw that part away and redraw it, losing what was typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
