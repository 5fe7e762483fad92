import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
  body: unknown;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response> | undefined;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function problem(status: number, title: string, detail: string, code = 'ERROR'): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title, status, detail, code }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

/**
 * Stubs global fetch. The handler answers by URL/method; unanswered requests get a 404 problem.
 * `/api/v1/app-config` and `/api/v1/payments/config` (local processor) answer the defaults unless the
 * handler says otherwise.
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
    const answer = await handler(request);
    if (answer) return answer;
    if (url === '/api/v1/app-config') return json({ brandName: 'Limpa', googleEnabled: false });
    if (url === '/api/v1/payments/config') return json({ provider: 'local', publishableKey: null });
    return problem(404, 'Not Found', 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

export const customerSession = {
  user: { id: 'u1', email: 'ana@example.com' },
  profile: {
    id: 'p1',
    userId: 'u1',
    role: 'customer',
    fullName: 'Ana Silva',
    firstName: 'Ana',
    lastName: 'Silva',
    phone: null,
    avatarUrl: null,
    isApproved: true,
    onboardingComplete: true,
  },
};

export function sessionAs(role: 'customer' | 'cleaner' | 'admin' | 'other') {
  return { ...customerSession, profile: { ...customerSession.profile, role } };
}
