import { type Locale, PAINTED_PAGE, type PaintedRole, paintedPageAt } from '@limpa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { AuthContext } from '../lib/auth-context';
import { SESSION_COOKIE } from '../lib/session-cookie';
import { injectTransport, type PaintedScreen, type RenderPaintedScreen } from './painted-screen-renderer';
import {
  paintedDocumentComposer,
  readPaintedEntry,
  requestLocale,
  requestTimeZone,
} from './prerendered-documents';

/**
 * The signed-in pages painted per request (decision 086; the table is packages/contracts/src/painted-page.ts: the
 * customer home, the booking wizard, the cleaner search and a cleaner's profile for customers, the dashboard and
 * portal for cleaners): index.html with #root already holding the page as the app draws it, with the person's
 * data and in their language, and with the painted pages' small entry in place of the app's, which loads the
 * app at the visitor's first input. Anyone else, or anything unusual, gets index.html as before.
 */

/**
 * How long the page waits for the session and the rendered page before going out unpainted: index.html never
 * waited for the database, and a slow one must not hold the page up now (the app reads it all itself anyway).
 */
export const PAINT_WAIT_MS = 400;

type ResolveAuth = (request: FastifyRequest) => Promise<AuthContext | null>;

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

/** The session of a `role`, or null: none, another role, unreadable now (suspended, the database away). */
function sessionOf(
  request: FastifyRequest,
  resolveAuth: ResolveAuth,
  role: PaintedRole,
): Promise<AuthContext | null> {
  return resolveAuth(request).then(
    (auth) => (auth?.profile.role === role ? auth : null),
    (error: unknown) => {
      // A suspended account is an answer the app gives itself; anything else is worth knowing about.
      if (!(error instanceof AppError && error.status < 500)) {
        request.log.warn({ err: error }, 'page sent unpainted: the session could not be read');
      }
      return null;
    },
  );
}

/**
 * JSON inside a script element: `<` written as its escape, so no value can close the element (`</script>`) or
 * open a comment; JSON.parse reads it back the same.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The page's markup with, ahead of it, whose it is and the answers it was drawn with, for the app's first render. */
function withData(painted: PaintedScreen): PaintedScreen['page'] {
  const data = scriptJson({
    userId: painted.userId,
    queryData: painted.queryData,
    queryErrors: painted.queryErrors ?? [],
  });
  return {
    ...painted.page,
    html: `<script type="application/json" id="${PAINTED_PAGE.dataId}">${data}</script>${painted.page.html}`,
  };
}

/** The page at the request's address rendered for its visitor, or null when it cannot be (worth knowing). */
async function renderPage(
  app: FastifyInstance,
  request: FastifyRequest,
  render: RenderPaintedScreen,
  locale: Locale,
  late: () => boolean,
): Promise<PaintedScreen | null> {
  const send = injectTransport(app, request, locale);
  try {
    const timeZone = requestTimeZone(request);
    return await render({
      path: request.url,
      locale,
      // Once the page has gone out unpainted, the render's further requests are not sent: nobody will see them.
      request: (url, init) =>
        late() ? Promise.reject(new Error('the page went out unpainted')) : send(url, init),
      clock: timeZone ? { now: Date.now(), timeZone } : undefined,
    });
  } catch (error) {
    request.log.warn({ err: error }, 'page sent unpainted: it could not be rendered');
    return null;
  }
}

/**
 * The handler spa.ts asks for a page after the sign-in page's: at a painted page's address it sends the page when
 * the session is of the kind of person it is for and their profile language is the one the app will start in
 * (else the app would redraw it in another), and returns null to let index.html go out otherwise. The answer
 * holds the person's data: private, not stored, and varying by cookie.
 */
export function paintedSignedInPages(
  app: FastifyInstance,
  { webDist, brandName }: { webDist: string; brandName: string },
  resolveAuth: ResolveAuth,
  render: RenderPaintedScreen | undefined,
) {
  const entry = readPaintedEntry(webDist);
  const compose = entry && paintedDocumentComposer(webDist, { entry });
  return async (request: FastifyRequest, reply: FastifyReply, page: string): Promise<FastifyReply | null> => {
    const painted = paintedPageAt(page);
    if (!compose || !render || !painted) return null;
    reply.header('vary', 'Accept-Language, Cookie');
    if (!SESSION_COOKIE.test(request.headers.cookie ?? '')) return null;
    const deadline = Date.now() + PAINT_WAIT_MS;
    const locale = requestLocale(request);
    const late = () => Date.now() >= deadline;
    const painting = sessionOf(request, resolveAuth, painted.role).then((auth) =>
      auth?.profile.locale === locale ? renderPage(app, request, render, locale, late) : null,
    );
    const screen = await byDeadline(painting, deadline, null);
    // Rendered with the build's brand: under another BRAND_NAME the page would show the wrong name.
    const document =
      screen?.brand === brandName
        ? compose(locale, withData(screen), ` data-prerendered-page="${painted.page}"`)
        : null;
    if (!document) return null;
    // Nothing to preload: the app's scripts load at the visitor's first input (decision 085).
    reply.removeHeader('link');
    return reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8').send(document);
  };
}
