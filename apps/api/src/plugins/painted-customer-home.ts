import { PAINTED_NAME_TOKENS } from '@limpa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../lib/session-cookie';
import type { AuthContext } from './authorization';
import { lowerScriptPriority, readPrerenderedDocuments, requestLocale } from './prerendered-documents';
import type { RoutePreloads } from './spa';

/**
 * The signed-in customer home rendered at build (decision 039; apps/web/src/prerender/render-customer-home.tsx):
 * answered at /customer/dashboard to a signed-in customer, index.html with #root already holding the home's
 * first frame in their language and with their names, so it paints before the app's JavaScript has loaded and
 * run. Anyone else, or anything unusual, gets index.html as before.
 */

const HOME_FILE = 'prerendered/customer-home.json';
const HOME_PATH = '/customer/dashboard';
/** Tells the app which page the server painted (apps/web/src/app/prerendered.tsx). */
const ROOT_ATTRIBUTES = ' data-prerendered-page="customer-home"';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** The names the app shows (apps/web/src/app/profile-header.tsx, the home's greeting), worked out alike. */
function namesOf(auth: AuthContext): { displayName: string; firstName: string } | null {
  const fullName = auth.profile.fullName?.trim();
  const firstName = auth.profile.firstName?.trim() || fullName?.split(/\s+/)[0];
  // Without a first name the greeting is another sentence, not the painted one: not painted.
  if (!firstName) return null;
  return { displayName: fullName || auth.email, firstName };
}

/** The session, or null when it cannot be read now (ended, suspended, the database away): not painted. */
async function customerOf(
  request: FastifyRequest,
  resolveAuth: (request: FastifyRequest) => Promise<AuthContext | null>,
): Promise<AuthContext | null> {
  try {
    const auth = await resolveAuth(request);
    return auth?.profile.role === 'customer' ? auth : null;
  } catch {
    return null;
  }
}

/**
 * The handler spa.ts asks for a page after the sign-in page's: at /customer/dashboard it sends the painted
 * home when the session is a customer's whose profile language is the one the app will start in (else the app
 * would redraw it in another), and returns null to let index.html go out otherwise. The answer holds a name:
 * private, and varying by cookie.
 */
export function paintedCustomerHome(
  webDist: string,
  brandName: string,
  routePreloads: RoutePreloads,
  resolveAuth: (request: FastifyRequest) => Promise<AuthContext | null>,
) {
  const documents = readPrerenderedDocuments(webDist, HOME_FILE, brandName, ROOT_ATTRIBUTES);
  return async (request: FastifyRequest, reply: FastifyReply, page: string): Promise<FastifyReply | null> => {
    if (documents.size === 0 || page !== HOME_PATH) return null;
    reply.header('vary', 'Accept-Language, Cookie');
    if (!SESSION_COOKIE.test(request.headers.cookie ?? '')) return null;
    const auth = await customerOf(request, resolveAuth);
    const locale = requestLocale(request);
    const document = auth?.profile.locale === locale ? documents.get(locale) : undefined;
    const names = auth && namesOf(auth);
    if (!document || !names) return null;
    const html = document
      .replaceAll(PAINTED_NAME_TOKENS.displayName, escapeHtml(names.displayName))
      .replaceAll(PAINTED_NAME_TOKENS.firstName, escapeHtml(names.firstName));
    const preloads = routePreloads(page, false);
    if (preloads) reply.header('link', lowerScriptPriority(preloads));
    return reply.header('cache-control', 'private, no-cache').type('text/html; charset=utf-8').send(html);
  };
}
