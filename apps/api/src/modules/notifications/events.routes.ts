import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AppError, unauthorized } from '../../lib/app-error';
import { LiveEventHub } from '../../lib/live-event-hub';
import { liveSessionIds } from '../../lib/live-sessions';
import { MAX_STREAMS_PER_PERSON, StreamSessions } from './event-stream-sessions';

/** A comment line every 25 s keeps proxies and browsers from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;
/** When a refused 6th stream may try again: the web's own pause before reopening is 10 s. */
const TOO_MANY_RETRY_AFTER_S = 10;

const tooManyStreams = () =>
  new AppError(
    429,
    'too_many_event_streams',
    'Too Many Open Windows',
    `Live updates are already open in ${MAX_STREAMS_PER_PERSON} windows. Close one of them, then reload this page.`,
    undefined,
    { 'retry-after': String(TOO_MANY_RETRY_AFTER_S) },
  ).withDetailVars({ max: MAX_STREAMS_PER_PERSON });

/**
 * GET /api/v1/events: the signed-in person's live events (`message`, `notification`, `booking`) as
 * Server-Sent Events. Each event carries ids only; the web refetches what it names. A stream ends with the
 * session it was opened with, and a person holds at most MAX_STREAMS_PER_PERSON of them (decision 042).
 */
export async function eventsRoutes(app: FastifyInstance) {
  const hub = new LiveEventHub(app.ctx.db.$client, app.log);
  const streamSessions = new StreamSessions({
    stillLive: (ids) => liveSessionIds(app.ctx.db, ids),
    log: app.log,
  });
  hub.onAuthChange((userId) => void streamSessions.check(userId));
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
      // Once the stream is set up: what stops it writing (nothing may be written after its end).
      let finish: (() => void) | null = null;
      let sessionEnded = false;
      // Counted in before anything is awaited: parallel requests cannot all take the last place.
      const release = streamSessions.admit(request.auth.userId, request.auth.sessionId, () => {
        sessionEnded = true;
        finish?.();
        if (res.headersSent) res.end();
      });
      if (!release) throw tooManyStreams();
      let unsubscribe: () => void;
      try {
        unsubscribe = await hub.subscribe(request.auth.userId, ({ event, data }) => {
          res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        });
      } catch (err) {
        release();
        throw err;
      }
      // The session ended while the stream was being set up: answer as its next request would be.
      if (sessionEnded) {
        unsubscribe();
        throw unauthorized();
      }
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
      app.ctx.metrics.liveEventConnections(1);
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      finish = () => {
        clearInterval(heartbeat);
        unsubscribe();
        release();
        // Once per stream: finish can run twice (the session ended, then the socket closed).
        if (open.delete(res)) app.ctx.metrics.liveEventConnections(-1);
      };
      res.on('close', finish);
    },
  );

  // Streams never end by themselves: close them before the server waits for its connections to finish.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
    open.clear();
    streamSessions.stop();
    await hub.stop();
  });
}
