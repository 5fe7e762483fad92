import { createDb } from '@limpa/db';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { expectProblem } from '../helpers/auth';
import { TEST_ENV, type TestApp, useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('platform endpoints', () => {
  it('GET /api/health reports the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/v1/does-not-exist'],
    ['DELETE', '/api/v1/me/nope'],
  ] as const)('%s %s is a problem+json 404', async (method, url) => {
    expectProblem(await t.app.inject({ method, url }), 404);
  });

  it('serves the OpenAPI document generated from the zod contracts and a reference page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/me'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/health']).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('sets security headers with a CSP that allows only the app itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('app-config tells the SPA the brand and whether Google is on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/app-config' });
    expect(res.json()).toMatchObject({ brandName: 'Limpa', googleEnabled: false, payments: 'local' });
  });

  it('logs 404 client events and refuses bad ones', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client-events',
      payload: { type: 'not_found', path: '/some/missing/page' },
    });
    expect(ok.statusCode).toBe(204);
    expectProblem(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/client-events',
        payload: { type: 'other', path: '/' },
      }),
      400,
    );
    expectProblem(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/client-events',
        payload: { type: 'not_found', path: '/', extra: 1 },
      }),
      400,
    );
  });

  it('rate-limits client events per IP', async () => {
    const statuses = [];
    for (let i = 0; i < 61; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/client-events',
        payload: { type: 'not_found', path: `/x${i}` },
        remoteAddress: '192.0.2.200',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 204)).toHaveLength(60);
  });

  it('refuses malformed JSON with 400 problem+json', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client-events',
      headers: { 'content-type': 'application/json' },
      payload: '{"type": ',
    });
    expectProblem(res, 400);
  });
});

describe('5xx responses', () => {
  it('never leak internals', async () => {
    const databaseUrl = (t as TestApp & { databaseUrl: string }).databaseUrl;
    const handle = createDb(databaseUrl, { max: 2 });
    const app = await buildApp({
      config: loadConfig({ ...TEST_ENV, DATABASE_URL: databaseUrl }),
      db: handle.db,
      logger: false,
    });
    // A route that fails unexpectedly, registered before ready().
    app.get('/api/v1/boom', { config: { access: 'public' } }, async () => {
      throw new Error('password=hunter2 at /srv/secret/file.ts:42');
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/boom' });
      const body = expectProblem(res, 500, 'Internal Server Error');
      expect(res.body).not.toContain('hunter2');
      expect(res.body).not.toContain('/srv/secret');
      expect(body.detail).toContain(String(res.headers['x-request-id']));
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
