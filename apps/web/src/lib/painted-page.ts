import { createContext, useContext } from 'react';

/**
 * True while the build renders the signed-in customer home for the server to paint (decision 039): what only
 * the browser knows (the time on its clock) or only the person's data draws (their initials) is left blank in
 * that markup, at its size, and appears when the app takes the page over.
 */
export const PaintedPageContext = createContext(false);

export function useIsPaintedPage(): boolean {
  return useContext(PaintedPageContext);
}
