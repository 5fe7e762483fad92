import type { ServerResponse } from 'node:http';
import { eventsHeaders, eventsQuery } from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, unauthorized } from '../../lib/app-error';
import { LiveEventHub } from '../../lib/live-event-hub';
import type { DeliveredLiveEvent } from '../../lib/live-events';
import { liveSessionIds } from '../../lib/live-sessions';
import { MAX_STREAMS_PER_PERSON, StreamSessions } from './event-stream-sessions';
import { REPLAY_LIMIT, replayLiveEvents } from './live-events.repository';

/** A comment line every 25 s keeps proxies and browsers from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;
/** Before a stream ended for a reconnect (draining, a long replay) comes back: this much, plus up to as much again. */
const RECONNECT_SOON_MS = 500;
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
 * session it was opened with, and a person holds at most MAX_STREAMS_PER_PERSON of them (decision 042). Every
 * event has its id in the person's event log; a reconnect with Last-Event-ID gets what it missed first, in
 * order, then the live ones (decision 082).
 */
export async function eventsRoutes(app: FastifyInstance) {
  const hub = new LiveEventHub(app.ctx.db.$client, app.log);
  const streamSessions = new StreamSessions({
    stillLive: (ids) => liveSessionIds(app.ctx.db, ids),
    log: app.log,
  });
  hub.onAuthChange((userId) => void streamSessions.check(userId));
  const open = new Set<ServerResponse>();
  // Draining (SIGTERM, decision 082): every stream ends now and its browser comes back, through the load
  // balancer, to another process with its Last-Event-ID.
  app.drain.onStart(() => {
    for (const res of open) endForReconnect(res);
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/events',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['notifications'], hide: true, querystring: eventsQuery, headers: eventsHeaders },
    },
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
      // Where to resume: the header a reconnecting browser sends, or the query of a stream opened anew.
      const resumeFrom = request.headers['last-event-id'] ?? request.query.lastEventId;
      const after = resumeFrom === undefined ? null : Number(resumeFrom);
      const { userId } = request.auth;
      const res = reply.raw;
      // Once the stream is set up: what stops it writing (nothing may be written after its end).
      let finish: (() => void) | null = null;
      let sessionEnded = false;
      // Counted in before anything is awaited: parallel requests cannot all take the last place.
      const release = streamSessions.admit(userId, request.auth.sessionId, () => {
        sessionEnded = true;
        finish?.();
        if (res.headersSent) res.end();
      });
      if (!release) throw tooManyStreams();
      // Live events heard while the replay is read wait here, then go out after it, none twice (ids only grow).
      let waiting: DeliveredLiveEvent[] | null = [];
      let position = after ?? 0;
      const send = (e: DeliveredLiveEvent) => {
        // Ended (draining) but not yet closed: nothing may be written after the end.
        if (e.id <= position || res.writableEnded) return;
        position = e.id;
        res.write(`id: ${e.id}\nevent: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`);
      };
      let unsubscribe: () => void = () => {};
      let replay: Awaited<ReturnType<typeof replayLiveEvents>>;
      try {
        unsubscribe = await hub.subscribe(userId, (e) => (waiting ? waiting.push(e) : send(e)));
        replay = await replayLiveEvents(app.ctx.db, userId, after);
      } catch (err) {
        unsubscribe();
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
      // A new stream's id is the person's newest: a reconnect resumes from there even if nothing came meanwhile.
      // `ready` tells the page that id (a stream it opens anew itself passes it as lastEventId).
      if (after === null) position = replay.position;
      res.write(`retry: ${RETRY_MS}\n: connected\nid: ${position}\nevent: ready\ndata: {}\n\n`);
      for (const e of replay.events) send(e);
      for (const e of waiting) send(e);
      waiting = null;
      open.add(res);
      app.ctx.metrics.liveEventConnections(1);
      const heartbeat = setInterval(() => res.writableEnded || res.write(': ping\n\n'), HEARTBEAT_MS);
      finish = () => {
        clearInterval(heartbeat);
        unsubscribe();
        release();
        // Once per stream: finish can run twice (the session ended, then the socket closed).
        if (open.delete(res)) app.ctx.metrics.liveEventConnections(-1);
      };
      res.on('close', finish);
      // More missed than one replay sends, or this process is leaving: the browser resumes at once from here.
      if (replay.events.length === REPLAY_LIMIT || app.drain.draining) endForReconnect(res);
    },
  );

  // Streams never end by themselves: close them before the server waits for its connections to finish.
  app.addHook('preClose', async () => {
    for (const res of open) endForReconnect(res);
    open.clear();
    streamSessions.stop();
    await hub.stop();
  });
}

/**
 * Ends a stream asking its browser to reconnect soon, spread over a second so a process's streams do not all
 * arrive at the next one at once; it resumes with the Last-Event-ID it was given.
 */
function endForReconnect(res: ServerResponse) {
  if (res.writableEnded) return;
  res.end(`retry: ${RECONNECT_SOON_MS + Math.floor(Math.random() * RECONNECT_SOON_MS)}\n\n`);
}
