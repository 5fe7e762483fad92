import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { useLiveEvents } from './use-live-events';

class FakeEventSource {
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = 1;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((e: { lastEventId: string }) => void)[]>();
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(event: string, listener: (e: { lastEventId: string }) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: string, lastEventId = '') {
    for (const listener of this.listeners.get(event) ?? []) listener({ lastEventId });
  }
  close() {
    this.closed = true;
  }
}

function setup(enabled: boolean) {
  vi.stubGlobal('EventSource', FakeEventSource);
  const client = createTestQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useLiveEvents(enabled), { wrapper });
  return { invalidate, hook };
}

afterEach(() => {
  FakeEventSource.instances = [];
  vi.useRealTimers();
});

describe('useLiveEvents', () => {
  it('opens one stream with the cookie and invalidates what each event concerns', () => {
    const { invalidate, hook } = setup(true);
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe('/api/v1/events');
    expect(source.init).toEqual({ withCredentials: true });
    source.emit('message');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['messages'] });
    source.emit('notification');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications'] });
    // A help-desk answer comes as a notification: the person's open request reloads with it.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['support'] });
    source.emit('booking');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['bookings'] });
    hook.unmount();
    expect(source.closed).toBe(true);
  });

  it('opens a new stream later when the browser gave up on one', () => {
    vi.useFakeTimers();
    setup(true);
    const first = FakeEventSource.instances[0]!;
    first.readyState = FakeEventSource.CLOSED;
    act(() => first.onerror?.());
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('a stream opened anew resumes from the last event id heard (decision 082)', () => {
    vi.useFakeTimers();
    const { invalidate } = setup(true);
    const first = FakeEventSource.instances[0]!;
    first.emit('ready', '40');
    expect(invalidate).not.toHaveBeenCalled();
    first.emit('booking', '42');
    first.readyState = FakeEventSource.CLOSED;
    act(() => first.onerror?.());
    act(() => vi.advanceTimersByTime(10_000));
    expect(FakeEventSource.instances[1]!.url).toBe('/api/v1/events?lastEventId=42');
  });

  it('opens nothing while signed out', () => {
    setup(false);
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
