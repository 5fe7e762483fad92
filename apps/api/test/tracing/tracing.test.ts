import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@limpa/db';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../helpers/server-process';
import { startOtlpCollector } from './otlp-collector';

const servers: ChildProcess[] = [];
afterAll(() => {
  for (const server of servers) server.kill('SIGKILL');
});

const recorder = path.join(import.meta.dirname, 'fixtures/record-modules.mjs');
/** The OpenTelemetry SDK, its exporters and instrumentations, and Fastify's (not the bare API some packages name). */
const SDK_MODULE = /@opentelemetry\/(sdk-|exporter-|instrumentation)|@fastify\/otel/;

/** Starts the server with the module recorder; `modules()` stops it (SIGTERM, a graceful exit) and reads the list. */
async function startRecorded(env: Record<string, string>) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'limpa-modules-')), 'modules.txt');
  const port = await freePort();
  const server = await startServerProcess(port, { env: { ...env, MODULES_FILE: file }, imports: [recorder] });
  servers.push(server);
  const modules = async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    return readFileSync(file, 'utf8').split('\n');
  };
  return { base: `http://127.0.0.1:${port}`, modules };
}

describe('tracing on (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  it("sends a request's spans to the collector, each with the request's id: HTTP, its route and its queries", async () => {
    const collector = await startOtlpCollector();
    try {
      const server = await startRecorded({
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_SERVICE_NAME: 'limpa-api-test',
        // Batches leave every 100 ms instead of 5 s.
        OTEL_BSP_SCHEDULE_DELAY: '100',
      });
      // A health check first: probes make no spans (they would bury people's requests).
      expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
      const res = await fetch(`${server.base}/api/v1/services?token=not-for-traces`);
      expect(res.status).toBe(200);
      const requestId = res.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

      const ofRequest = () => collector.spans.filter((s) => s.attributes['limpa.request_id'] === requestId);
      const route = '/api/v1/services';
      await expect
        .poll(
          () => {
            const spans = ofRequest();
            return {
              // The HTTP server span (kind 2) named by its route, Fastify's span of the routed request, a query.
              server: spans.some((s) => s.kind === 2 && s.attributes['http.route'] === route),
              fastify: spans.some((s) => s.kind !== 2 && s.attributes['http.route'] === route),
              query: spans.some(
                (s) => s.attributes['db.system.name'] === 'postgresql' && s.name.startsWith('pg.query'),
              ),
            };
          },
          { timeout: 15_000, interval: 100 },
        )
        .toEqual({ server: true, fastify: true, query: true });

      // Every span of that trace carries the id; the service is named as the environment says; no secret leaves.
      const spans = ofRequest();
      const trace = collector.spans.filter((s) => s.traceId === spans[0]!.traceId);
      expect(trace.length).toBe(spans.length);
      expect(spans[0]!.resource['service.name']).toBe('limpa-api-test');
      expect(JSON.stringify(trace)).not.toContain('not-for-traces');
      expect(spans.find((s) => s.kind === 2)!.attributes['url.query']).toBe('token=[redacted]');
      expect(
        collector.spans.filter((s) => String(s.attributes['url.path']).startsWith('/api/health')),
      ).toEqual([]);

      // The recorder sees the SDK load: the check below, with tracing off, can be believed.
      expect((await server.modules()).some((url) => SDK_MODULE.test(url))).toBe(true);
    } finally {
      await collector.close();
    }
  }, 120_000);
});

describe('tracing off (no OTEL_* variable)', () => {
  it('loads no part of the SDK', async () => {
    const server = await startRecorded({});
    const res = await fetch(`${server.base}/api/v1/services`);
    expect(res.status).toBe(200);
    const modules = await server.modules();
    expect(modules.some((url) => url.includes('/apps/api/src/app.ts'))).toBe(true);
    expect(modules.filter((url) => SDK_MODULE.test(url))).toEqual([]);
  }, 120_000);
});
