import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale, PrerenderedPage } from '@limpa/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The web build's renderer of signed-in screens (apps/web/src/prerender/render-painted-screen.tsx, one file with
 * every package in it), which the API imports at start and runs per request (decision 086). It renders the
 * app's own screen, asking for its data with the app's own requests, which reach this API in-process.
 */

/** Where the web build writes the renderer (apps/web/scripts/prerender.ts). */
const RENDERER_FILE = 'prerendered/painted-screen.mjs';

/** One of the app's requests, answered as fetch would. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;

export interface PaintedScreen {
  page: PrerenderedPage;
  /** The brand the build renders with. */
  brand: string;
  userId: string;
  queryData: [unknown[], unknown][];
  /** The client errors the page showed (a 404's "not found"), as problems. */
  queryErrors?: [unknown[], unknown][];
}

export type RenderPaintedScreen = (input: {
  path: string;
  locale: Locale;
  request: Transport;
  /** Now, in the visitor's time zone: the header's clock is painted with it. */
  clock?: { now: number; timeZone: string };
}) => Promise<PaintedScreen | null>;

/**
 * The web build's renderer, or undefined when this build has none (the API's own tests, the dev server) or it
 * does not load: the page then goes out unpainted.
 */
export async function loadPaintedScreenRenderer(
  webDist: string,
  log: FastifyBaseLogger,
): Promise<RenderPaintedScreen | undefined> {
  const file = path.join(webDist, RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderPaintedScreen?: unknown };
    if (typeof module.renderPaintedScreen === 'function') {
      return module.renderPaintedScreen as RenderPaintedScreen;
    }
    log.warn({ file }, 'the painted screen renderer has no renderPaintedScreen');
  } catch (err) {
    log.warn({ err, file }, 'the painted screen renderer did not load');
  }
  return undefined;
}

/** What the app's requests carry of the page's request: who it is, in which language, from where. */
const PASSED_HEADERS = ['cookie', 'user-agent', 'x-forwarded-for'] as const;

/**
 * The app's requests as this API answers them, in-process (`inject`): the same routes, checks and answers as
 * over the network, as the visitor (their cookie), in the page's language. Only the API's own GETs: the
 * painter reads, it never changes anything.
 */
export function injectTransport(app: FastifyInstance, page: FastifyRequest, locale: Locale): Transport {
  return async (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || !url.startsWith('/api/')) {
      throw new Error(`The painter sends only the API's GETs, not ${method} ${url}`);
    }
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': locale };
    for (const name of PASSED_HEADERS) {
      const value = page.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await app.inject({ method: 'GET', url, headers, remoteAddress: page.ip });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string' || typeof value === 'number') answerHeaders.set(name, String(value));
    }
    const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload;
    return new Response(body, { status: answer.statusCode, headers: answerHeaders });
  };
}
