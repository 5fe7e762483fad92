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

/**
 * The instant the server painted the page at and the visitor's time zone (the cookie the app keeps,
 * lib/time-zone-cookie.ts), when it knows it: the clock is painted then, not left blank.
 */
export interface PaintedClock {
  now: number;
  timeZone: string;
}

export const PaintedClockContext = createContext<PaintedClock | null>(null);

export function usePaintedClock(): PaintedClock | null {
  return useContext(PaintedClockContext);
}
