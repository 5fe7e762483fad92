import * as appKeys from '@limpa/contracts/query-keys/app';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { useUpdateOwnProfile } from './update-own-profile';

afterEach(() => vi.unstubAllGlobals());

function setUp(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const onSaved = vi.fn();
  const onFailed = vi.fn();
  const { result } = renderHook(() => useUpdateOwnProfile<{ fullName: string }>({ onSaved, onFailed }), {
    wrapper,
  });
  return { result, fetchMock, queryClient, onSaved, onFailed };
}

describe('useUpdateOwnProfile', () => {
  it('PATCHes the profile, caches the answer as the session, then calls onSaved', async () => {
    const session = { user: { id: 'u1' }, profile: { fullName: 'Ana Costa' } };
    const { result, fetchMock, queryClient, onSaved, onFailed } = setUp(Response.json(session));
    act(() => result.current.mutate({ fullName: 'Ana Costa' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/v1/me/profile');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ fullName: 'Ana Costa' });
    expect(queryClient.getQueryData(appKeys.session)).toEqual(session);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('leaves the session alone and calls onFailed when the server refuses', async () => {
    const problem = new Response(
      JSON.stringify({ title: 'Bad Request', status: 400, detail: 'Phone is invalid' }),
      {
        status: 400,
        headers: { 'content-type': 'application/problem+json' },
      },
    );
    const { result, queryClient, onSaved, onFailed } = setUp(problem);
    act(() => result.current.mutate({ fullName: 'Ana Costa' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledOnce());
    expect(queryClient.getQueryData(appKeys.session)).toBeUndefined();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
