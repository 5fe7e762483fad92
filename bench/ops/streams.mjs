// Event streams as a browser's EventSource holds them: GET /api/v1/events, and when a stream ends or fails,
// again after the `retry:` the server asked for, with the Last-Event-ID it was given (decision 082).

const DEFAULT_RETRY_MS = 3_000;
/** After an error answer (no process behind the balancer), as the web waits before opening anew. */
const ERROR_PAUSE_MS = 1_000;

/** Reads SSE blocks from a response body, calling `onBlock(fields)` for each. */
async function readBlocks(body, onBlock) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let raw = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    raw += value;
    let end = raw.indexOf('\n\n');
    while (end >= 0) {
      const fields = {};
      for (const line of raw.slice(0, end).split('\n')) {
        const colon = line.indexOf(': ');
        if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 2);
      }
      onBlock(fields);
      raw = raw.slice(end + 2);
      end = raw.indexOf('\n\n');
    }
  }
}

/**
 * One person's stream, kept open until `stop()`: counts its connections, the reconnections that carried a
 * Last-Event-ID (and were answered 200), and the ids of the `message` events heard.
 */
export function keepStreamOpen(base, owner) {
  const state = {
    owner,
    connections: 0,
    reconnects: 0,
    resumedWithId: 0,
    errorAnswers: 0,
    messageIds: new Set(),
    lastId: undefined,
    stopped: false,
  };
  let controller = new AbortController();
  let retryMs = DEFAULT_RETRY_MS;
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const loop = (async () => {
    while (!state.stopped) {
      const headers = { cookie: owner.cookie, accept: 'text/event-stream' };
      const resuming = state.lastId !== undefined;
      if (resuming) headers['last-event-id'] = state.lastId;
      controller = new AbortController();
      try {
        const res = await fetch(`${base}/api/v1/events`, { headers, signal: controller.signal });
        if (res.status !== 200) {
          state.errorAnswers++;
          await res.body?.cancel();
          await sleep(ERROR_PAUSE_MS);
          continue;
        }
        if (state.connections++ > 0) state.reconnects++;
        if (resuming) state.resumedWithId++;
        await readBlocks(res.body, (f) => {
          if (f.retry) retryMs = Number(f.retry);
          if (f.id !== undefined) state.lastId = f.id;
          if (f.event === 'message' && f.data) state.messageIds.add(JSON.parse(f.data).id);
        });
      } catch {
        // The connection dropped (a process stopping) or was stopped: reconnect as a browser would.
      }
      if (!state.stopped) await sleep(retryMs);
    }
  })();
  return {
    state,
    stop: async () => {
      state.stopped = true;
      controller.abort();
      await loop;
    },
  };
}
