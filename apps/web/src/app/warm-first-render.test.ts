import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmFirstRender } from './warm-first-render';

afterEach(() => {
  vi.useRealTimers();
});

describe('warmFirstRender', () => {
  it('gives the browser a turn after each setup instead of running them in one task', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let done = false;
    const warming = warmFirstRender().then(() => {
      done = true;
    });
    // Microtasks alone do not finish it: each step ends its task, and a timer starts the next.
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(done).toBe(false);
    expect(vi.getTimerCount()).toBe(1);
    await vi.runAllTimersAsync();
    await warming;
    expect(done).toBe(true);
  });
});
