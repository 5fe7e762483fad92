import { createContext, useContext } from 'react';

/**
 * True while the server renders a signed-in page for a visitor to paint it (decision 086): what only the browser
 * knows (the time on its clock) is left blank in that markup, at its size, and appears when the app takes the
 * page over; what only a wide screen shows (the desktop navigation) is drawn for every width, as CSS shows it.
 */
export const PaintedPageContext = createContext(false);

export function useIsPaintedPage(): boolean {
  return useContext(PaintedPageContext);
}
