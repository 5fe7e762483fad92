// The web's tests answer every fetch through the contract's table of route schemas (decision 048): each entry
// must be the very schema this app registers for that route, or the web could pass its tests against a body
// or an answer the API does not take or give.
import { API_ROUTE_METHODS, apiRoutes, noContentResponse } from '@limpa/contracts';
import { API_ROUTE_SCHEMAS, type RouteSchemas } from '@limpa/contracts/api-route-schemas';
import type { FastifySchema } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const entries = Object.entries(API_ROUTE_METHODS).flatMap(([method, names]) =>
  names.map((name) => ({
    method,
    name,
    path: apiRoutes[name] as string,
    schemas: (API_ROUTE_SCHEMAS as unknown as Record<string, Record<string, RouteSchemas>>)[method]![name]!,
  })),
);

const registered = (method: string, path: string): FastifySchema & { response?: Record<string, unknown> } => {
  const schema = t.app.routeSchemas.get(`${method} ${path}`);
  expect(schema, `${method} ${path} is registered`).toBeDefined();
  return schema as FastifySchema & { response?: Record<string, unknown> };
};

const successOf = (schema: { response?: Record<string, unknown> }) =>
  Object.entries(schema.response ?? {}).find(([status]) => status.startsWith('2'));

describe('the contract’s route schemas', () => {
  it.each(entries)(
    '$method $path ($name) takes and answers what the API registers',
    ({ method, path, schemas }) => {
      const { body } = schemas;
      // Onboarding's template stands for one route per step, each with its own body.
      const routes =
        typeof body === 'function'
          ? ['1', '2', '3'].map((step) => ({ path: path.replace(':step', step), body: body({ step }) }))
          : [{ path, body: body ?? undefined }];
      for (const route of routes) {
        const schema = registered(method, route.path);
        expect(schema.querystring, `${route.path} query`).toBe(schemas.query);
        expect(schema.body, `${route.path} body`).toBe(route.body);
        const success = successOf(schema);
        if (schemas.response === null)
          expect(success, `${route.path} answers without a schema`).toBeUndefined();
        else if (schemas.response === noContentResponse) {
          expect(success?.[0]).toBe('204');
          expect((success?.[1] as { def?: { type?: string } } | undefined)?.def?.type).toBe('null');
        } else expect(success?.[1], `${route.path} success answer`).toBe(schemas.response);
      }
    },
  );
});
