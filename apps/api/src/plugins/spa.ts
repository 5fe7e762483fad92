import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { negotiateLocale } from '../lib/i18n';
import { sendProblem } from '../lib/send-problem';
import { loadPaintedScreenRenderer } from './painted-screen-renderer';
import { paintedSignedInPages } from './painted-signed-in-pages';
import { prerenderedSignInPage } from './prerendered-pages';
import { readRoutePreloads } from './route-preloads';

const MANIFEST = 'manifest.webmanifest';
/** The web build's folder of what the API reads (the painted pages, the screens' renderer): never served. */
const SERVER_ONLY = 'prerendered';

type Manifest = Record<string, unknown> & { translations?: Record<string, Record<string, string>> };

/** The built web manifest, whose `translations` member holds each language's texts (apps/web/vite.config.ts). */
function readManifest(webDist: string): Manifest | undefined {
  const file = path.join(webDist, MANIFEST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/**
 * Serves the built single-page app from the same process and port as the API, with history fallback.
 * Unknown /api paths are problem+json 404s, never the SPA.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { webDist: string; brandName: string }) => {
  const hasWeb = existsSync(path.join(opts.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      // The build writes name.br and name.gz beside each text file (apps/web/scripts/precompress.ts): sent as they
      // are with Content-Encoding and Vary: Accept-Encoding, the plain file for clients that accept neither.
      preCompressed: true,
      // Answered below in the browser's language; and what the API reads, not the browser (decision 041).
      globIgnore: [`${MANIFEST}*`, `${SERVER_ONLY}/**`],
      setHeaders: (res, filePath) => {
        const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (name === 'sw.js' || name === 'index.html' || name.endsWith('.webmanifest')) {
          res.header('cache-control', 'no-cache');
        }
      },
    });
    const manifest = readManifest(opts.webDist);
    const routePreloads = readRoutePreloads(opts.webDist);
    const signInPage = prerenderedSignInPage(opts.webDist, opts.brandName);
    const renderer = await loadPaintedScreenRenderer(opts.webDist, app.log);
    const signedInPage = paintedSignedInPages(app, opts, app.resolveAuth, renderer);
    app.get(`/${MANIFEST}`, { schema: { hide: true } }, async (request, reply) => {
      if (!manifest) return reply.status(404).type('text/plain').send('Not found');
      const locale = negotiateLocale(request.headers['accept-language']);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language')
        .type('application/manifest+json')
        .send({ ...manifest, lang: locale, ...manifest.translations?.[locale] });
    });
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
      if (urlPath === '/api' || urlPath.startsWith('/api/')) {
        return sendProblem(reply, new AppError(404, 'not_found', 'Not Found', `No route GET ${urlPath}.`));
      }
      const candidate = path.join(opts.webDist, path.normalize(urlPath));
      // Judged on the file it would send, whatever the URL's spelling (//, /./, /x/../, any case).
      const readable =
        path.relative(opts.webDist, candidate).split(path.sep)[0]?.toLowerCase() !== SERVER_ONLY;
      if (readable && candidate.startsWith(opts.webDist) && urlPath !== '/' && existsSync(candidate)) {
        return reply.sendFile(path.relative(opts.webDist, candidate));
      }
      if (/\.[a-z0-9]+$/i.test(urlPath) && !urlPath.endsWith('.html')) {
        return reply.status(404).type('text/plain').send('Not found');
      }
      reply.header('cache-control', 'no-cache');
      const page = urlPath.length > 1 ? urlPath.replace(/\/$/, '') : urlPath;
      const preloads = routePreloads(page);
      if (preloads) reply.header('link', preloads);
      // The sign-in page already painted in the visitor's language, for a visitor without a session (decision 036);
      // the main signed-in pages, for the person they are for (decision 086).
      const painted = signInPage(request, reply, page) ?? (await signedInPage(request, reply, page));
      if (painted) return painted;
      return reply.type('text/html').sendFile('index.html');
    });
  }

  app.setNotFoundHandler((request, reply) =>
    sendProblem(
      reply,
      new AppError(404, 'not_found', 'Not Found', `No route ${request.method} ${request.url.split('?')[0]}.`),
    ),
  );
});
