import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Booking, bookingSchema, type Locale, PAINTED_HOME } from '@limpa/contracts';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The customer home's next-booking card, rendered per request into the painted home (decision 041). For a
 * customer with a booking, the card is the first screen's largest text: drawn by the app, it came only after
 * the scripts had loaded and run. The web build makes the renderer (apps/web/src/prerender/
 * render-next-booking-card.tsx, one file with every package in it); the API imports it at start.
 */

/** Where the web build writes the renderer (apps/web/scripts/prerender.ts). */
const RENDERER_FILE = 'prerendered/next-booking-card.mjs';

export type RenderNextBookingCard = (booking: Booking | null, locale: Locale) => string;

/**
 * The web build's renderer, or undefined when this build has none (an older build, the API's own tests) or it
 * does not load: the home is then painted with the booking's skeleton, as before.
 */
export async function loadNextBookingCard(
  webDist: string,
  log: FastifyBaseLogger,
): Promise<RenderNextBookingCard | undefined> {
  const file = path.join(webDist, RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderNextBookingCard?: unknown };
    if (typeof module.renderNextBookingCard === 'function') {
      return module.renderNextBookingCard as RenderNextBookingCard;
    }
    log.warn({ file }, 'the next-booking card renderer has no renderNextBookingCard');
  } catch (err) {
    log.warn({ err, file }, 'the next-booking card renderer did not load');
  }
  return undefined;
}

/**
 * JSON inside a script element: `<` written as its escape, so no value can close the element (`</script>`) or
 * open a comment; JSON.parse reads it back the same.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * What goes in the painted page's next-booking slot: the card, and as JSON the booking it shows with whose it
 * is, for the app's first render to draw the same card rather than its skeleton, and only under that person's
 * session (apps/web/src/app/warm-first-render.ts). The booking goes through the answer's schema, as
 * GET /api/v1/bookings sends it: no field the contract does not name reaches the page.
 */
export function nextBookingSlotHtml(
  render: RenderNextBookingCard,
  painted: { userId: string; booking: Booking | null },
  locale: Locale,
) {
  const booking = painted.booking && bookingSchema.parse(painted.booking);
  const data = scriptJson({ userId: painted.userId, booking });
  return (
    `<script type="application/json" id="${PAINTED_HOME.nextBookingDataId}">${data}</script>` +
    render(booking, locale)
  );
}
