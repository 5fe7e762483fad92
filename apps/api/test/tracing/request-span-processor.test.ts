import { context, SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { describe, expect, it } from 'vitest';
import { REQUEST_ID_ATTRIBUTE, RequestSpanProcessor } from '../../src/tracing/start-tracing';

/** A tracer whose spans pass the app's processor, then an in-memory exporter; no global registration. */
function recordingTracer() {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({
    spanProcessors: [new RequestSpanProcessor(), new SimpleSpanProcessor({ exporter })],
  });
  return { tracer: provider.getTracer('test'), spans: () => exporter.getFinishedSpans() };
}

describe('RequestSpanProcessor (decision 083)', () => {
  it("gives every span under a request's span the request's id, however deep", () => {
    const { tracer, spans } = recordingTracer();
    const root = tracer.startSpan('GET /x', {
      kind: SpanKind.SERVER,
      attributes: { [REQUEST_ID_ATTRIBUTE]: 'req-1' },
    });
    const inRoot = trace.setSpan(context.active(), root);
    const handler = tracer.startSpan('handler', {}, inRoot);
    const query = tracer.startSpan('pg.query', { kind: SpanKind.CLIENT }, trace.setSpan(inRoot, handler));
    const elsewhere = tracer.startSpan('pg-boss poll', { kind: SpanKind.CLIENT });
    for (const span of [query, handler, root, elsewhere]) span.end();
    const ids = Object.fromEntries(spans().map((s) => [s.name, s.attributes[REQUEST_ID_ATTRIBUTE]]));
    expect(ids).toEqual({
      'pg.query': 'req-1',
      handler: 'req-1',
      'GET /x': 'req-1',
      'pg-boss poll': undefined,
    });
  });

  it("redacts a request's secrets as log lines do, and keeps only the host of a call out", () => {
    const { tracer, spans } = recordingTracer();
    tracer
      .startSpan('GET', {
        kind: SpanKind.SERVER,
        attributes: { 'url.path': '/reset-password/abc123', 'url.query': 'token=abc&page=2' },
      })
      .end();
    tracer
      .startSpan('POST', {
        kind: SpanKind.CLIENT,
        attributes: {
          'url.full': 'https://fcm.googleapis.com/fcm/send/subscription-secret?x=1',
          'url.path': '/fcm/send/subscription-secret',
          'url.query': 'x=1',
        },
      })
      .end();
    const [incoming, outgoing] = spans();
    expect(incoming!.attributes).toMatchObject({
      'url.path': '/reset-password/[redacted]',
      'url.query': 'token=[redacted]&page=2',
    });
    expect(outgoing!.attributes).toMatchObject({
      'url.full': 'https://fcm.googleapis.com',
      'url.path': '[redacted]',
      'url.query': '[redacted]',
    });
  });
});
