import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Booking, type Locale, PAINTED_HOME } from '@limpa/contracts';

/**
 * The customer home's next-booking card, rendered per request into the painted home (decision 041). For a
 * customer with a booking, the card is the first screen's largest text: drawn by the app, it came only after
 * the scripts had loaded and run. The web build makes the renderer (apps/web/src/prerender/
 * render-next-booking-card.tsx, one file with every package in it); the API imports it at start.
 */

/** Where the web build writes the renderer (apps/web/scripts/prerender.ts). */
const RENDERER_FILE = 'prerendered/next-booking-card.mjs';

export type RenderNextBookingCard = (booking: Booking | null, locale: Locale) => string;

/** The web build's renderer, or undefined when this build has none (an older build, the API's own tests). */
export async function loadNextBookingCard(webDist: string): Promise<RenderNextBookingCard | undefined> {
  const file = path.join(webDist, RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as {
    renderNextBookingCard?: RenderNextBookingCard;
  };
  return module.renderNextBookingCard;
}

/**
 * JSON inside a script element: `<` written as its escape, so no value can close the element (`</script>`) or
 * open a comment; JSON.parse reads it back the same.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * What goes in the painted page's next-booking slot: the card, and the booking it shows as JSON for the app's
 * first render to draw the same card (apps/web/src/app/warm-first-render.ts) rather than its skeleton.
 */
export function nextBookingSlotHtml(render: RenderNextBookingCard, booking: Booking | null, locale: Locale) {
  return (
    `<script type="application/json" id="${PAINTED_HOME.nextBookingDataId}">${scriptJson(booking)}</script>` +
    render(booking, locale)
  );
}
