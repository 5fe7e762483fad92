import { type Locale, PAINTED_HOME } from '@limpa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { AuthContext } from '../lib/auth-context';
import { SESSION_COOKIE } from '../lib/session-cookie';
import { injectTransport, type PaintedScreen, type RenderPaintedScreen } from './painted-screen-renderer';
import { paintedDocumentComposer, readPaintedEntry, requestLocale } from './prerendered-documents';

/**
 * The signed-in customer home painted per request (decision 086): answered at /customer/dashboard to a signed-in
 * customer, index.html with #root already holding the home as the app draws it, with their names and data and
 * in their language, and with the painted pages' small entry in place of the app's, which loads the app at the
 * visitor's first input. Anyone else, or anything unusual, gets index.html as before.
 */

/** Tells the app which page the server painted (apps/web/src/app/painted-root.ts). */
const ROOT_ATTRIBUTES = ` data-prerendered-page="${PAINTED_HOME.page}"`;
/**
 * How long the page waits for the session and the rendered home before going out unpainted: index.html never
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

/** A customer's session, or null: none, another role, unreadable now (suspended, the database away). */
function customerOf(request: FastifyRequest, resolveAuth: ResolveAuth): Promise<AuthContext | null> {
  return resolveAuth(request).then(
    (auth) => (auth?.profile.role === 'customer' ? auth : null),
    (error: unknown) => {
      // A suspended account is an answer the app gives itself; anything else is worth knowing about.
      if (!(error instanceof AppError && error.status < 500)) {
        request.log.warn({ err: error }, 'customer home sent unpainted: the session could not be read');
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
  const data = scriptJson({ userId: painted.userId, queryData: painted.queryData });
  return {
    ...painted.page,
    html: `<script type="application/json" id="${PAINTED_HOME.dataId}">${data}</script>${painted.page.html}`,
  };
}

/** The home rendered for this customer, or null when it cannot be (the renderer failed: worth knowing). */
async function renderHome(
  app: FastifyInstance,
  request: FastifyRequest,
  render: RenderPaintedScreen,
  locale: Locale,
): Promise<PaintedScreen | null> {
  try {
    return await render({ path: PAINTED_HOME.path, locale, request: injectTransport(app, request, locale) });
  } catch (error) {
    request.log.warn({ err: error }, 'customer home sent unpainted: it could not be rendered');
    return null;
  }
}

/**
 * The handler spa.ts asks for a page after the sign-in page's: at /customer/dashboard it sends the painted
 * home when the session is a customer's whose profile language is the one the app will start in (else the app
 * would redraw it in another), and returns null to let index.html go out otherwise. The answer holds the
 * person's data: private, not stored, and varying by cookie.
 */
export function paintedCustomerHome(
  app: FastifyInstance,
  { webDist, brandName }: { webDist: string; brandName: string },
  resolveAuth: ResolveAuth,
  render: RenderPaintedScreen | undefined,
) {
  const entry = readPaintedEntry(webDist);
  const compose = entry && paintedDocumentComposer(webDist, { entry, rootAttributes: ROOT_ATTRIBUTES });
  return async (request: FastifyRequest, reply: FastifyReply, page: string): Promise<FastifyReply | null> => {
    if (!compose || !render || page !== PAINTED_HOME.path) return null;
    reply.header('vary', 'Accept-Language, Cookie');
    if (!SESSION_COOKIE.test(request.headers.cookie ?? '')) return null;
    const deadline = Date.now() + PAINT_WAIT_MS;
    const locale = requestLocale(request);
    const painting = customerOf(request, resolveAuth).then((auth) =>
      auth?.profile.locale === locale ? renderHome(app, request, render, locale) : null,
    );
    const painted = await byDeadline(painting, deadline, null);
    // Rendered with the build's brand: under another BRAND_NAME the page would show the wrong name.
    const document = painted?.brand === brandName ? compose(locale, withData(painted)) : null;
    if (!document) return null;
    // Nothing to preload: the app's scripts load at the visitor's first input (decision 085).
    reply.removeHeader('link');
    return reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8').send(document);
  };
}
