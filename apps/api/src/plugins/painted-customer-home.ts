import { type Booking, type Locale, PAINTED_HOME, PAINTED_NAME_TOKENS } from '@limpa/contracts';
import { personNames } from '@limpa/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { AuthContext } from '../lib/auth-context';
import { escapeHtml } from '../lib/escape-html';
import { SESSION_COOKIE } from '../lib/session-cookie';
import { nextBookingSlotHtml, type RenderNextBookingCard } from './next-booking-card';
import { lowerScriptPriority, readPrerenderedDocuments, requestLocale } from './prerendered-documents';
import type { RoutePreloads } from './route-preloads';

/**
 * The signed-in customer home rendered at build (decision 039; apps/web/src/prerender/render-customer-home.tsx):
 * answered at /customer/dashboard to a signed-in customer, index.html with #root already holding the home's
 * first frame in their language and with their names, so it paints before the app's JavaScript has loaded and
 * run. Anyone else, or anything unusual, gets index.html as before.
 */

const HOME_FILE = 'prerendered/customer-home.json';
/** Tells the app which page the server painted (apps/web/src/app/prerendered.tsx). */
const ROOT_ATTRIBUTES = ` data-prerendered-page="${PAINTED_HOME.page}"`;
/**
 * How long the page waits for the session (and then the next booking) before going out unpainted (or with the
 * booking's skeleton): index.html never waited for the database, and a slow one must not hold the page up now
 * (the app reads both itself anyway).
 */
export const PAINT_WAIT_MS = 250;

type ResolveAuth = (request: FastifyRequest) => Promise<AuthContext | null>;
type ReadNextBooking = (auth: AuthContext) => Promise<Booking | null>;
/** The card's renderer and the read of what it shows; absent, the page keeps the booking's skeleton. */
export interface NextBookingCard {
  render: RenderNextBookingCard;
  read: ReadNextBooking;
}
type Names = Record<keyof typeof PAINTED_NAME_TOKENS, string>;

const TOKEN_NAMES = new Map<string, keyof Names>(
  Object.entries(PAINTED_NAME_TOKENS).map(([name, token]) => [token, name as keyof Names]),
);
const [SLOT_START, SLOT_END] = PAINTED_HOME.nextBookingSlot;
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The name tokens, and the next booking's slot with the skeleton inside it. */
const PLACEHOLDERS = new RegExp(
  [
    ...[...TOKEN_NAMES.keys()].map(literally),
    `${literally(SLOT_START)}(?<skeleton>[\\s\\S]*?)${literally(SLOT_END)}`,
  ].join('|'),
  'g',
);

/** The names the app shows; without a first name the greeting is another sentence: not painted. */
function namesOf(auth: AuthContext): Names | null {
  const { displayName, firstName } = personNames(auth.profile, auth.email);
  return firstName ? { displayName, firstName } : null;
}

/**
 * One pass over the page with a function, so that nothing in a name or a card is read as a pattern (`$&`,
 * `$'`) or as a token to fill again. The slot gets the card, or keeps its skeleton without the tokens.
 */
function fillPage(document: string, names: Names, slot: string | null): string {
  return document.replace(PLACEHOLDERS, (match: string, ...rest: unknown[]) => {
    const { skeleton } = rest.at(-1) as { skeleton?: string };
    return skeleton === undefined
      ? escapeHtml(names[TOKEN_NAMES.get(match) as keyof Names])
      : (slot ?? skeleton);
  });
}

/** `promise`'s value, or `late` once `deadline` (a Date.now() instant) has passed. */
async function byDeadline<T>(promise: Promise<T>, deadline: number, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A customer's session, or null: none, another role, unreadable now (suspended, the database away) or late. */
function customerOf(request: FastifyRequest, resolveAuth: ResolveAuth, deadline: number) {
  const read = resolveAuth(request).then(
    (auth) => (auth?.profile.role === 'customer' ? auth : null),
    (error: unknown) => {
      // A suspended account is an answer the app gives itself; anything else is worth knowing about.
      if (!(error instanceof AppError && error.status < 500)) {
        request.log.warn({ err: error }, 'customer home sent unpainted: the session could not be read');
      }
      return null;
    },
  );
  return byDeadline(read, deadline, null);
}

/**
 * The slot's card and data, or null (the skeleton stays) when the booking is unread by the deadline, or the
 * card cannot be drawn: the page goes out either way.
 */
async function nextBookingSlot(
  request: FastifyRequest,
  card: NextBookingCard,
  auth: AuthContext,
  locale: Locale,
  deadline: number,
): Promise<string | null> {
  const failed = (error: unknown) => {
    request.log.warn({ err: error }, 'customer home painted without its next booking');
    return null;
  };
  const read = card.read(auth).then((booking) => ({ booking }), failed);
  const found = await byDeadline(read, deadline, null);
  if (!found) return null;
  try {
    return nextBookingSlotHtml(card.render, { userId: auth.userId, booking: found.booking }, locale);
  } catch (error) {
    return failed(error);
  }
}

/**
 * The handler spa.ts asks for a page after the sign-in page's: at /customer/dashboard it sends the painted
 * home when the session is a customer's whose profile language is the one the app will start in (else the app
 * would redraw it in another), and returns null to let index.html go out otherwise. The answer holds a name:
 * private, not stored, and varying by cookie.
 */
export function paintedCustomerHome(
  webDist: string,
  brandName: string,
  routePreloads: RoutePreloads,
  resolveAuth: ResolveAuth,
  nextBookingCard?: NextBookingCard,
) {
  const documents = readPrerenderedDocuments(webDist, HOME_FILE, brandName, {
    rootAttributes: ROOT_ATTRIBUTES,
  });
  return async (request: FastifyRequest, reply: FastifyReply, page: string): Promise<FastifyReply | null> => {
    if (documents.size === 0 || page !== PAINTED_HOME.path) return null;
    reply.header('vary', 'Accept-Language, Cookie');
    if (!SESSION_COOKIE.test(request.headers.cookie ?? '')) return null;
    const deadline = Date.now() + PAINT_WAIT_MS;
    const auth = await customerOf(request, resolveAuth, deadline);
    const locale = requestLocale(request);
    const document = auth?.profile.locale === locale ? documents.get(locale) : undefined;
    const names = auth && namesOf(auth);
    if (!document || !names) return null;
    const slot = nextBookingCard
      ? await nextBookingSlot(request, nextBookingCard, auth, locale, deadline)
      : null;
    const preloads = routePreloads(page);
    if (preloads) reply.header('link', lowerScriptPriority(preloads));
    return reply
      .header('cache-control', 'private, no-store')
      .type('text/html; charset=utf-8')
      .send(fillPage(document, names, slot));
  };
}
