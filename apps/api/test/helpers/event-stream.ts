import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface SseEvent {
  /** The `id:` in force when the event arrived (an SSE id stays until another replaces it). */
  id: string | undefined;
  event: string;
  data: Record<string, unknown>;
}

/** The base URL of an app listening on a loopback port. */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * Opens a real event stream (GET /api/v1/events) and collects its events as they arrive, as a browser's
 * EventSource would read them. `lastEventId` is sent as the Last-Event-ID header; `query` is appended as is.
 */
export async function openEventStream(
  base: string,
  cookie: string,
  { lastEventId, query = '' }: { lastEventId?: string; query?: string } = {},
) {
  const controller = new AbortController();
  const headers: Record<string, string> = { cookie, accept: 'text/event-stream' };
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const res = await fetch(`${base}/api/v1/events${query}`, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  let raw = '';
  let lastId: string | undefined;
  let retry: number | undefined;
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const done = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      raw += value;
      let end = raw.indexOf('\n\n');
      while (end >= 0) {
        const block = raw.slice(0, end);
        raw = raw.slice(end + 2);
        lastId = /^id: (.*)$/m.exec(block)?.[1] ?? lastId;
        const retryField = /^retry: (\d+)$/m.exec(block)?.[1];
        if (retryField) retry = Number(retryField);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ id: lastId, event, data: JSON.parse(data) });
        end = raw.indexOf('\n\n');
      }
    }
  })();
  return {
    res,
    /** The live events (the opening `ready` left out). */
    get events() {
      return events.filter((e) => e.event !== 'ready');
    },
    /** The id a reconnect would send. */
    get lastId() {
      return lastId;
    },
    /** The reconnection delay the stream asked for last. */
    get retry() {
      return retry;
    },
    close: () => controller.abort(),
    /** Settles when the server ends the stream (or it is closed). */
    done,
  };
}
