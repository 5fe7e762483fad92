import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { LiveEventHub } from '../../lib/live-event-hub';

/** A comment line every 25 s keeps proxies and browsers from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

/**
 * GET /api/v1/events: the signed-in person's live events (`message`, `notification`, `booking`) as
 * Server-Sent Events. Each event carries ids only; the web refetches what it names.
 */
export async function eventsRoutes(app: FastifyInstance) {
  const hub = new LiveEventHub(app.deps.db.$client, app.log);
  const open = new Set<ServerResponse>();

  app.get(
    '/api/v1/events',
    { config: { access: 'signed-in' }, schema: { tags: ['notifications'], hide: true } },
    async (request, reply) => {
      // EventSource always asks for a stream; anything else (a plain fetch, a link followed) gets an answer
      // instead of a response that never ends.
      if (!request.headers.accept?.includes('text/event-stream')) {
        throw new AppError(
          406,
          'event_stream_only',
          'Not Acceptable',
          'This endpoint sends Server-Sent Events: ask for text/event-stream.',
        );
      }
      const res = reply.raw;
      const unsubscribe = await hub.subscribe(request.auth.userId, ({ event, data }) => {
        res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      });
      reply.hijack();
      res.writeHead(200, {
        ...app.securityHeaders,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      open.add(res);
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      res.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(res);
      });
    },
  );

  // Streams never end by themselves: close them before the server waits for its connections to finish.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
    open.clear();
    await hub.stop();
  });
}
