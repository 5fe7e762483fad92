import { describe, expect, it, vi } from 'vitest';
import { json, problem } from '@/test/fetch';
import { ApiError, api, NETWORK_ERROR_CODE } from './api-client';

/**
 * The client's own handling of any answer, on a made-up path: a plain stub, not the test server that holds
 * screens to the API contract (test/fetch.ts).
 */
function mockFetch(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock };
}

describe('api client', () => {
  it('sends JSON with the session cookie', async () => {
    const { fetchMock } = mockFetch(() => json({ ok: true }));
    await expect(api.post('/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('turns problem+json into an ApiError', async () => {
    mockFetch(() => problem(429, 'Too Many Requests', 'Too many attempts. Try again later.', 'RATE_LIMITED'));
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      title: 'Too Many Requests',
      detail: 'Too many attempts. Try again later.',
      code: 'RATE_LIMITED',
    });
  });

  it('keeps field errors', async () => {
    mockFetch(() =>
      json(
        {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          errors: [{ path: 'email', message: 'Invalid' }],
        },
        400,
      ),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({
      errors: [{ path: 'email', message: 'Invalid' }],
    });
  });

  it('reports a request that never got an answer as a network error', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR_CODE });
  });

  it('returns undefined for 204', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(api.post('/api/x', {})).resolves.toBeUndefined();
  });
});
