import {
  API_ROUTE_METHODS,
  type ApiMethod,
  apiRoutes,
  noContentResponse,
  problemSchema,
} from '@limpa/contracts';
import { API_ROUTE_SCHEMAS, type RouteSchemas } from '@limpa/contracts/api-route-schemas';
import { expect } from 'vitest';
import type { z } from 'zod';
import { ANSWERS_NOT_YET_CHECKED } from './answers-not-yet-checked';

/**
 * Holds the web's tests to the API contract (decision 048): every fetch a screen makes must be a route and
 * method of the contract with a body and query its schemas take, and every answer a test gives must be one
 * the API could give. A mismatch is an Error naming the route and zod's issues; the fetch stub throws it
 * (the request fails) and also keeps it, and the test setup fails the test with it even when the screen
 * swallowed the failed request.
 */
export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

const violations: ContractViolation[] = [];

/** The violations since the last call, forgotten. */
export function takeContractViolations(): ContractViolation[] {
  return violations.splice(0);
}

function violation(message: string): never {
  const error = new ContractViolation(message);
  violations.push(error);
  throw error;
}

interface MatchedRoute {
  label: string;
  params: Record<string, string>;
  schemas: RouteSchemas;
}

const templates = Object.entries(apiRoutes).map(([name, template]) => {
  const names: string[] = [];
  const source = template.replace(/[.]/g, '\\.').replace(/:(\w+)/g, (_, param: string) => {
    names.push(param);
    return '([^/]+)';
  });
  return { name, template, names, pattern: new RegExp(`^${source}$`) };
});

/** The contract's route for a method and URL, or a violation saying none is. */
export function matchRoute(method: string, url: string): MatchedRoute {
  const { pathname } = new URL(url, 'http://web.test');
  const byMethod = API_ROUTE_METHODS[method as ApiMethod] as readonly string[] | undefined;
  const candidates = templates.filter((t) => t.pattern.test(pathname));
  // A literal route wins over a template that also matches (…/payment-methods/setup-intent vs …/:id).
  candidates.sort((a, b) => a.names.length - b.names.length);
  const route = candidates.find((t) => byMethod?.includes(t.name));
  if (!route) {
    const known = candidates.map((t) => t.template).join(', ');
    return violation(
      known
        ? `${method} ${pathname}: the contract has ${known} but not with ${method}`
        : `${method} ${pathname}: no route of the contract (packages/contracts api-routes.ts)`,
    );
  }
  const values = pathname.match(route.pattern)?.slice(1) ?? [];
  const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(values[i] ?? '')]));
  const table = API_ROUTE_SCHEMAS[method as ApiMethod] as Record<string, RouteSchemas>;
  return { label: `${method} ${route.template} (${route.name})`, params, schemas: table[route.name]! };
}

function check(label: string, what: string, schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return;
  const issues = result.error.issues
    .map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('\n');
  violation(`${label}: the ${what} does not match the contract:\n${issues}\n${JSON.stringify(value)}`);
}

/** Like Fastify's query parser: a repeated name becomes a list. */
function queryObject(url: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(url, 'http://web.test').searchParams) {
    const seen = query[key];
    query[key] = seen === undefined ? value : [...[seen].flat(), value];
  }
  return query;
}

const isEmpty = (body: unknown) =>
  body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0);

/** Checks a request against its route's schemas; answers the route for the response check. */
export function checkRequest(method: string, url: string, body: unknown): MatchedRoute {
  const route = matchRoute(method, url);
  const { query, body: bodySchema } = route.schemas;
  const sent = queryObject(url);
  if (query) check(route.label, 'query', query, sent);
  else if (Object.keys(sent).length > 0) violation(`${route.label} takes no query, sent ${url}`);
  if (body instanceof FormData || bodySchema === null) return route;
  const schema = typeof bodySchema === 'function' ? bodySchema(route.params) : bodySchema;
  if (schema) check(route.label, 'request body', schema, body);
  else if (!isEmpty(body)) violation(`${route.label} reads no body, sent ${JSON.stringify(body)}`);
  return route;
}

/** Checks an answer a test gives against the route's success schema, or the problem shape. */
export async function checkResponse(route: MatchedRoute, response: Response): Promise<void> {
  const file = expect.getState().testPath ?? '';
  if (ANSWERS_NOT_YET_CHECKED.some((waiting) => file.endsWith(waiting))) return;
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok) {
    if (type.includes('json'))
      check(route.label, `${response.status} problem`, problemSchema, await response.clone().json());
    return;
  }
  const schema = route.schemas.response;
  if (schema === null) return;
  const text = await response.clone().text();
  if (schema === noContentResponse) {
    if (text !== '' && text !== 'null')
      violation(`${route.label} answers 204 without a body, the test gave ${text}`);
    return;
  }
  if (!type.includes('json'))
    violation(`${route.label} answers JSON, the test gave ${type || 'no content type'}`);
  check(route.label, 'response', schema, JSON.parse(text));
}
