/**
 * The OpenTelemetry environment variables the server reads or hands to the SDK (the OTel specification's names,
 * docs/operations.md#tracing, decision 083). Checked with the rest of the environment at start (config-env.ts), so
 * a mistyped endpoint or an exporter this server cannot speak refuses the start instead of losing every trace.
 */
import { z } from 'zod';

/** An unset variable and an empty one mean the same, as the specification says. */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const httpUrl = unsetIfEmpty(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }));

/** The JSON exporter is the one shipped (its protocol is what the test's stand-in collector reads). */
const protocol = unsetIfEmpty(
  z.enum(['http/json'], {
    error:
      'this server sends OTLP over HTTP as JSON: set http/json or leave it unset (an OpenTelemetry Collector takes both on port 4318)',
  }),
);

/** `key=value,key=value` (W3C baggage form, values percent-encoded), as the specification writes headers and attributes. */
const keyValueList = unsetIfEmpty(
  z
    .string()
    .regex(
      /^\s*[^=,\s]+\s*=[^,]*(,\s*[^=,\s]+\s*=[^,]*)*$/,
      'must be a comma-separated list of key=value pairs',
    ),
);

const count = unsetIfEmpty(z.coerce.number().int().positive());

const SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;

export const tracingEnvShape = {
  /** true turns tracing off whatever else is set. */
  OTEL_SDK_DISABLED: unsetIfEmpty(z.enum(['true', 'false'], { error: 'must be true or false' })),
  /** otlp turns tracing on (to http://localhost:4318 without an endpoint); none keeps it off. */
  OTEL_TRACES_EXPORTER: unsetIfEmpty(
    z.enum(['otlp', 'none'], { error: 'must be otlp or none (traces go to an OTLP/HTTP collector)' }),
  ),
  /** The collector's base URL (`/v1/traces` is added); setting it turns tracing on. */
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl,
  /** The full traces URL, used as it is; setting it turns tracing on. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: httpUrl,
  OTEL_EXPORTER_OTLP_PROTOCOL: protocol,
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: protocol,
  /** Headers sent to the collector (an API key), `name=value,…`. */
  OTEL_EXPORTER_OTLP_HEADERS: keyValueList,
  OTEL_EXPORTER_OTLP_TRACES_HEADERS: keyValueList,
  OTEL_SERVICE_NAME: unsetIfEmpty(z.string().trim().min(1).max(100)),
  /** More resource attributes, `deployment.environment.name=production,…`. */
  OTEL_RESOURCE_ATTRIBUTES: keyValueList,
  /** Which traces are kept; the SDK's default is parentbased_always_on (every request). */
  OTEL_TRACES_SAMPLER: unsetIfEmpty(z.enum(SAMPLERS, { error: `must be one of ${SAMPLERS.join(', ')}` })),
  /** The ratio the *traceidratio samplers keep, 0 to 1. */
  OTEL_TRACES_SAMPLER_ARG: unsetIfEmpty(z.coerce.number().min(0).max(1)),
  /** The batch of spans: milliseconds between sends (5000), send timeout (30000), queue (2048), batch (512). */
  OTEL_BSP_SCHEDULE_DELAY: count,
  OTEL_BSP_EXPORT_TIMEOUT: count,
  OTEL_BSP_MAX_QUEUE_SIZE: count,
  OTEL_BSP_MAX_EXPORT_BATCH_SIZE: count,
};

type TracingEnv = z.output<z.ZodObject<typeof tracingEnvShape>>;

export interface TracingConfig {
  /** service.name on every span: OTEL_SERVICE_NAME, else limpa-api. */
  serviceName: string;
  /** OTEL_BSP_*, unset ones left to the SDK's defaults. */
  batch: {
    scheduledDelayMillis?: number;
    exportTimeoutMillis?: number;
    maxQueueSize?: number;
    maxExportBatchSize?: number;
  };
}

export const DEFAULT_SERVICE_NAME = 'limpa-api';

/**
 * On when an exporter or an endpoint says so, the specification's way: OTEL_TRACES_EXPORTER=otlp, or an OTLP
 * endpoint without OTEL_TRACES_EXPORTER=none; OTEL_SDK_DISABLED=true wins over both. Null: off, nothing loaded.
 */
export function tracingFromEnv(env: TracingEnv): TracingConfig | null {
  if (env.OTEL_SDK_DISABLED === 'true' || env.OTEL_TRACES_EXPORTER === 'none') return null;
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (env.OTEL_TRACES_EXPORTER !== 'otlp' && !endpoint) return null;
  return {
    serviceName: env.OTEL_SERVICE_NAME ?? DEFAULT_SERVICE_NAME,
    batch: {
      scheduledDelayMillis: env.OTEL_BSP_SCHEDULE_DELAY,
      exportTimeoutMillis: env.OTEL_BSP_EXPORT_TIMEOUT,
      maxQueueSize: env.OTEL_BSP_MAX_QUEUE_SIZE,
      maxExportBatchSize: env.OTEL_BSP_MAX_EXPORT_BATCH_SIZE,
    },
  };
}
