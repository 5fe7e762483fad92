import { describe, expect, it } from 'vitest';
import { createAuth } from '../../src/modules/auth/create-auth';
import { expectProblem } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

/** Fills route parameters with a syntactically valid value that matches no record. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

describe('authorization layer', () => {
  it('every /api route declares who may call it', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(3);
    for (const route of t.app.routeTable) {
      expect(route.access === 'public' || route.access === 'signed-in' || Array.isArray(route.access)).toBe(
        true,
      );
    }
    expect(t.app.routeTable).toContainEqual({ method: 'GET', url: '/api/v1/me', access: 'signed-in' });
    expect(t.app.routeTable).toContainEqual({ method: 'GET', url: '/api/health', access: 'public' });
  });

  it('refuses to register an /api route without an access declaration', async () => {
    const Fastify = (await import('fastify')).default;
    const { authorizationPlugin } = await import('../../src/plugins/authorization');
    const bare = Fastify();
    await bare.register(authorizationPlugin, {
      auth: createAuth(t.app.ctx),
      db: t.db,
      sessionCache: false,
      legal: t.app.ctx.legal,
    });
    expect(() => bare.get('/api/v1/undeclared', async () => 'x')).toThrow(/does not declare config.access/);
    await bare.close();
  });

  it('every non-public route answers 401 problem+json to a signed-out caller', async () => {
    const guarded = t.app.routeTable.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expectProblem(res, 401);
    }
  });
});
