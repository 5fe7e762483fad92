import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

const tracing = (env: Record<string, string>) => loadConfig(env).tracing;
const ENDPOINT = 'http://collector.internal:4318';

describe('tracing configuration (OpenTelemetry environment, decision 083)', () => {
  it('is off by default', () => {
    expect(tracing({})).toBeNull();
  });

  it.each<[string, Record<string, string>]>([
    ['an OTLP endpoint', { OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT }],
    ['a traces endpoint', { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${ENDPOINT}/v1/traces` }],
    ['OTEL_TRACES_EXPORTER=otlp alone (localhost:4318)', { OTEL_TRACES_EXPORTER: 'otlp' }],
  ])('is on with %s, its service named limpa-api', (_, env) => {
    expect(tracing(env)).toEqual({ serviceName: 'limpa-api', batch: {} });
  });

  it.each<[string, Record<string, string>]>([
    ['OTEL_TRACES_EXPORTER=none', { OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_TRACES_EXPORTER: 'none' }],
    ['OTEL_SDK_DISABLED=true', { OTEL_TRACES_EXPORTER: 'otlp', OTEL_SDK_DISABLED: 'true' }],
    ['empty values', { OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_TRACES_EXPORTER: '' }],
  ])('stays off with %s', (_, env) => {
    expect(tracing(env)).toBeNull();
  });

  it('takes the service name and the batch settings from the environment', () => {
    expect(
      tracing({
        OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT,
        OTEL_SERVICE_NAME: 'limpa-api-eu',
        OTEL_BSP_SCHEDULE_DELAY: '1000',
        OTEL_BSP_MAX_QUEUE_SIZE: '4096',
      }),
    ).toEqual({ serviceName: 'limpa-api-eu', batch: { scheduledDelayMillis: 1000, maxQueueSize: 4096 } });
  });

  it.each<[string, Record<string, string>]>([
    ['OTEL_EXPORTER_OTLP_ENDPOINT', { OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }],
    ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'grpc://collector:4317' }],
    ['OTEL_TRACES_EXPORTER', { OTEL_TRACES_EXPORTER: 'jaeger' }],
    ['OTEL_EXPORTER_OTLP_PROTOCOL', { OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' }],
    ['OTEL_EXPORTER_OTLP_TRACES_PROTOCOL', { OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf' }],
    ['OTEL_EXPORTER_OTLP_HEADERS', { OTEL_EXPORTER_OTLP_HEADERS: 'just-a-key' }],
    ['OTEL_TRACES_SAMPLER', { OTEL_TRACES_SAMPLER: 'sometimes' }],
    ['OTEL_TRACES_SAMPLER_ARG', { OTEL_TRACES_SAMPLER_ARG: '1.5' }],
    ['OTEL_BSP_SCHEDULE_DELAY', { OTEL_BSP_SCHEDULE_DELAY: '-5' }],
    ['OTEL_SDK_DISABLED', { OTEL_SDK_DISABLED: 'maybe' }],
  ])('refuses to start with a bad %s, naming it', (variable, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('accepts what the specification allows: http/json, headers and resource attributes as key=value lists', () => {
    expect(
      tracing({
        OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_EXPORTER_OTLP_HEADERS: 'api-key=abc123,x-tenant=limpa',
        OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment.name=production',
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.1',
      }),
    ).not.toBeNull();
  });
});
