import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNowUntil } from './use-now-until';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-12-03T13:59:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('useNowUntil', () => {
  it('reads the clock again when the instant comes, not before', () => {
    const start = new Date('2026-12-03T14:00:00Z');
    const { result } = renderHook(() => useNowUntil(start));
    expect(result.current < start).toBe(true);
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current < start).toBe(true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.getTime()).toBe(start.getTime());
  });

  it('waits in steps for an instant beyond what one timer can wait', () => {
    const far = new Date(Date.now() + 40 * 86_400_000);
    const { result } = renderHook(() => useNowUntil(far));
    act(() => vi.advanceTimersByTime(2 ** 31 - 1));
    expect(result.current < far).toBe(true);
    act(() => vi.advanceTimersByTime(far.getTime() - Date.now()));
    expect(result.current.getTime()).toBe(far.getTime());
  });
});
