/**
 * OpenTelemetry tracing (docs/operations.md#tracing, decision 083). This file is imported only when the
 * environment turns tracing on (server.ts): the SDK and its instrumentations load here, by dynamic import, before
 * the app's own modules, so `pg` and `http` are patched when they first load; with tracing off none of them loads.
 */
import { type Context, SpanKind, trace } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace';
import { redactUrl } from '../lib/log-redaction';
import { assignRequestId } from '../lib/request-id';
import type { TracingConfig } from '../tracing-env';

/** Every span of a request carries the id its log line and `x-request-id` show. */
export const REQUEST_ID_ATTRIBUTE = 'limpa.request_id';

/** How long the last spans may take to leave at shutdown. */
const STOP_WAIT_MS = 3_000;

export interface Tracing {
  /** Sends the spans still batched and stops the SDK. */
  stop(): Promise<void>;
}

export async function startTracing(config: TracingConfig): Promise<Tracing> {
  const [
    { NodeSDK },
    { BatchSpanProcessor },
    { OTLPTraceExporter },
    http,
    pg,
    { FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);
  const sdk = new NodeSDK({
    serviceName: config.serviceName,
    spanProcessors: [
      new RequestSpanProcessor(),
      // The exporter reads OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT and _HEADERS itself.
      new BatchSpanProcessor({ exporter: new OTLPTraceExporter(), ...config.batch }),
    ],
    // Traces only: metrics stay Prometheus's (decision 078), logs stay pino's lines.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new http.HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => isProbe(request.url ?? ''),
        // The request's id is chosen here, as its first span starts; Fastify's genReqId takes it (lib/request-id.ts).
        startIncomingSpanHook: (request) => ({ [REQUEST_ID_ATTRIBUTE]: assignRequestId(request) }),
      }),
      // Fastify's own instrumentation, registered on each instance as it is created: a span for the routed request
      // and one for its handler. Not one per hook: a request passes a dozen, and the handler is where time goes.
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        ignorePaths: ({ url }) => isProbe(url),
      }),
      // A request's queries; pg-boss's polling and the LISTEN connections, under no request, are left out.
      new pg.PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
    ],
  });
  sdk.start();
  return {
    // Bounded: an unreachable collector must not hold a rolling restart (the exporter would wait 10 s per batch).
    stop: () =>
      Promise.race([
        sdk.shutdown(),
        new Promise<void>((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref()),
      ]),
  };
}

/**
 * The proxy's health checks and Prometheus's scrapes: every few seconds from every checker, they would bury the
 * requests people make; their time is in the metrics already.
 */
const isProbe = (url: string) => /^\/(api\/health|metrics)(\?|$)/.test(url);

/** A full URL's origin; a path alone (which URL cannot parse) says nothing. */
const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : '[redacted]');

/** Attributes that hold a request's URL, or its path or query, as the HTTP and Fastify instrumentations name them. */
const URL_ATTRIBUTES = ['url.full', 'url.path', 'http.target', 'http.url'] as const;

/**
 * As each span starts: its URL attributes lose the secrets of e-mailed links and OAuth as log lines do
 * (lib/log-redaction.ts), a call out keeps only its host, and the span takes the request id from its parent, so pg and Fastify's spans carry it too.
 */
export class RequestSpanProcessor implements SpanProcessor {
  onStart(span: Span, parentContext: Context): void {
    for (const name of URL_ATTRIBUTES) {
      const value = span.attributes[name];
      if (typeof value !== 'string') continue;
      // A call out names its host only: a push subscription's URL is itself a credential (decision 042).
      span.setAttribute(name, span.kind === SpanKind.CLIENT ? originOf(value) : redactUrl(value));
    }
    const query = span.attributes['url.query'];
    if (typeof query === 'string') {
      span.setAttribute(
        'url.query',
        span.kind === SpanKind.CLIENT ? '[redacted]' : redactUrl(`?${query}`).slice(1),
      );
    }
    // The SDK's spans are readable: the parent's attributes are there (an unsampled parent has none; no matter).
    const parent = trace.getSpan(parentContext) as Partial<ReadableSpan> | undefined;
    const id = parent?.attributes?.[REQUEST_ID_ATTRIBUTE];
    if (typeof id === 'string') span.setAttribute(REQUEST_ID_ATTRIBUTE, id);
  }
  onEnd(): void {}
  forceFlush(): Promise<void> {
    return Promise.resolve();
  }
  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
