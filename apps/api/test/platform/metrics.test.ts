import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { pendingBooking } from '../helpers/booking-fixtures';
import { TEST_ENV, useTestApp } from '../helpers/test-app';
import { post } from '../lifecycle/helpers';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const off = useTestApp();
const on = useTestApp({ env: { METRICS_TOKEN: TOKEN } });

const get = (app = on.app, authorization: string | null = `Bearer ${TOKEN}`) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

const scrape = async () => {
  const res = await get();
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

/** The value of one sample line (`name{labels} value`), or undefined when the series is absent. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics (decision 078)', () => {
  it('does not exist while METRICS_TOKEN is unset (off by default)', async () => {
    expect((await get(off.app)).statusCode).toBe(404);
    expect(off.app.metrics).toBeDefined();
  });

  it.each([
    ['no token', null],
    ['a wrong token', `Bearer ${TOKEN.slice(0, -1)}x`],
    ['a longer token', `Bearer ${TOKEN}0`],
    ['the token without Bearer', TOKEN],
  ])('answers 401 to %s', async (_, authorization) => {
    const res = await get(on.app, authorization);
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('answers the Prometheus text format with the process, pool and queue metrics', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'limpa_db_pool_total_clients',
      'limpa_db_pool_idle_clients',
      'limpa_db_pool_waiting_clients',
      'limpa_db_query_errors_total',
      'limpa_live_event_connections',
      'limpa_mail_failures_total',
      'limpa_push_failures_total',
    ]) {
      expect(sample(res.body, name), name).toBeGreaterThanOrEqual(0);
    }
    expect(sample(res.body, 'limpa_job_queue_depth', 'queue="payment-retry"')).toBeGreaterThanOrEqual(0);
    expect(
      sample(res.body, 'limpa_job_queue_oldest_age_seconds', 'queue="mail-delivery"'),
    ).toBeGreaterThanOrEqual(0);
  });

  it('labels request durations with the route pattern, never the raw URL', async () => {
    const id = crypto.randomUUID();
    const signedOut = await on.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}` });
    expect(signedOut.statusCode).toBe(401);
    await on.app.inject({ method: 'GET', url: `/api/v1/no-such-thing/${id}` });
    const text = await scrape();
    const labels = 'route="/api/v1/bookings/:id",method="GET",status_code="401"';
    expect(sample(text, 'limpa_http_request_duration_seconds_count', labels)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain('route="/metrics"');
  });

  it('counts a declined charge as a failed charge outcome', async () => {
    const series = 'kind="charge",outcome="failed"';
    const before = sample(await scrape(), 'limpa_payment_outcomes_total', series) ?? 0;
    const b = await pendingBooking(on.app, on.db, '4000000000000002');
    const res = await post(on.app, `/api/v1/bookings/${b.id}/confirm`, b.cleaner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking.paymentStatus).toBe('failed');
    expect(sample(await scrape(), 'limpa_payment_outcomes_total', series)).toBe(before + 1);
  });

  it('shows an open live event stream in the gauge, and its end', async () => {
    await on.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(on.app.server.address() as AddressInfo).port}`;
    const b = await pendingBooking(on.app, on.db);
    const controller = new AbortController();
    const stream = await fetch(`${base}/api/v1/events`, {
      headers: { cookie: b.customer.cookie, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const open = async () => sample(await scrape(), 'limpa_live_event_connections');
    await expect.poll(open).toBe(1);
    controller.abort();
    await expect.poll(open).toBe(0);
  });
});

describe('METRICS_TOKEN', () => {
  it('is refused shorter than 32 characters in production, taken in development', () => {
    expect(loadConfig({ ...TEST_ENV, METRICS_TOKEN: 'short' }).metricsToken).toBe('short');
    expect(loadConfig({ ...TEST_ENV }).metricsToken).toBeNull();
  });
});
