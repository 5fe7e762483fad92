import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { useAppWithLogLines } from '../helpers/log-lines';
import { TEST_ENV } from '../helpers/test-app';

describe('one log line per answered request', () => {
  const logged = useAppWithLogLines();

  it('writes one line with method, path, status, time and the request id the answer carries', async () => {
    const before = logged.lines.length;
    const res = await logged.t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { cookie: 'better-auth.session_token=secret' },
    });
    expect(res.statusCode).toBe(200);
    const mine = logged.lines.slice(before);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      msg: 'request completed',
      reqId: res.headers['x-request-id'],
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(JSON.stringify(mine)).not.toContain('secret');
    expect(logged.lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('gives a refused request its line and its security headers', async () => {
    const before = logged.requestLines().length;
    const res = await logged.t.app.inject({ method: 'GET', url: '/api/v1/me' });
    expect(res.statusCode).toBe(401);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged.requestLines().slice(before)).toMatchObject([{ res: { statusCode: 401 } }]);
  });
});

describe('a path the router cannot read', () => {
  const logged = useAppWithLogLines();

  it('is answered 400 with the headers every answer has, and logged', async () => {
    const res = await logged.t.app.inject({ method: 'GET', url: '/api/v1/providers/%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(logged.requestLines()).toMatchObject([
      { res: { statusCode: 400 }, reqId: res.headers['x-request-id'] },
    ]);
  });
});

describe('LOG_REQUEST_SAMPLE_RATE', () => {
  const logged = useAppWithLogLines({ LOG_REQUEST_SAMPLE_RATE: '0' });

  it('at 0 logs no successful request but every client error', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await logged.t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
    expect(logged.requestLines()).toHaveLength(0);
    expect((await logged.t.app.inject({ method: 'GET', url: '/api/v1/nowhere' })).statusCode).toBe(404);
    expect((await logged.t.app.inject({ method: 'GET', url: '/api/v1/me' })).statusCode).toBe(401);
    expect(logged.requestLines().map((l) => (l.res as { statusCode: number }).statusCode)).toEqual([
      404, 401,
    ]);
  });

  it('refuses a rate outside 0–1 at start, and takes an empty one as the default', () => {
    expect(loadConfig({ ...TEST_ENV, LOG_REQUEST_SAMPLE_RATE: '' }).logRequestSampleRate).toBe(1);
    expect(() => loadConfig({ ...TEST_ENV, LOG_REQUEST_SAMPLE_RATE: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...TEST_ENV, LOG_REQUEST_SAMPLE_RATE: 'often' })).toThrow(ConfigError);
  });
});
