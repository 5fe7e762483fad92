import type { AppConfig } from '@limpa/contracts';
import { EARLIEST_START_DEFAULT_HOURS } from '@limpa/domain';
import { vi } from 'vitest';
import { DEFAULT_APP_CONFIG } from '@/lib/app-config';
import { checkRequest, checkResponse } from './contract-check';
import { profileFixture, sessionFixture } from './profile-fixture';

export interface RecordedRequest {
  url: string;
  method: string;
  body: unknown;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response> | undefined;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function problem(
  status: number,
  title: string,
  detail: string,
  code = 'ERROR',
  /** Members beside the standard ones: field `errors`, extensions such as `alternatives`. */
  extra: Record<string, unknown> = {},
): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title, status, detail, code, ...extra }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

/**
 * Stubs global fetch. The handler answers by URL/method; unanswered requests get a 404 problem.
 * `/api/v1/app-config` and `/api/v1/payments/config` (local processor) answer the defaults unless the
 * handler says otherwise. Every request and every answer is held to the API contract (contract-check.ts):
 * a route, method, query or body the API would refuse, or an answer it could not give, fails the test.
 */
export function mockFetch(handler: Handler = () => undefined) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown = init?.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // keep the raw string
      }
    }
    const request = { url, method, body };
    requests.push(request);
    const route = checkRequest(method, url, body);
    const answer = (await handler(request)) ?? defaultAnswer(url);
    await checkResponse(route, answer);
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

/** The app's settings as a test server gives them: local cards, no Google, nothing waiting on e-mail. */
export function appConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...DEFAULT_APP_CONFIG, earliestStartHours: EARLIEST_START_DEFAULT_HOURS, ...overrides };
}

function defaultAnswer(url: string): Response {
  if (url === '/api/v1/app-config') return json(appConfig());
  if (url === '/api/v1/payments/config') return json({ provider: 'local', publishableKey: null });
  return problem(404, 'Not Found', 'Not found');
}

export const customerSession = sessionFixture();

export function sessionAs(role: 'customer' | 'cleaner' | 'admin') {
  return sessionFixture(profileFixture({ role }));
}
