// The calibration the Lighthouse bench runs at (issue 36): the Lighthouse team's calculator's line through its
// corners, continued past the last, and a chain that calibrates each run from the index the one before measured.
import { describe, expect, it } from 'vitest';
import { calibratedSlowdown, calibrationChain } from './lighthouse-calibration.mjs';

describe('calibratedSlowdown', () => {
  it("meets the calculator's corners", () => {
    expect([150, 800, 1300, 1533, 2000].map(calibratedSlowdown)).toEqual([1, 2, 3, 4, 6]);
  });

  it('is linear between them and past the last, to one decimal', () => {
    expect(calibratedSlowdown(475)).toBe(1.5);
    expect(calibratedSlowdown(1050)).toBe(2.5);
    expect(calibratedSlowdown(1766)).toBe(5);
    // The machine of issue 36's figures: index ~2,700 stands for a phone 9 times slower.
    expect(calibratedSlowdown(2699)).toBe(9);
  });

  it('never slows below the host itself, nor on an index it cannot read', () => {
    for (const index of [100, 0, -5, Number.NaN, undefined]) expect(calibratedSlowdown(index)).toBe(1);
  });
});

describe('calibrationChain', () => {
  it('calibrates from the probe, then from each run the index it measured', () => {
    const chain = calibrationChain();
    expect(chain.next()).toEqual({ index: undefined, multiplier: 1 });
    chain.record({ environment: { benchmarkIndex: 1300 } });
    expect(chain.next()).toEqual({ index: 1300, multiplier: 3 });
    chain.record({ environment: { benchmarkIndex: 2000 } });
    expect(chain.next().multiplier).toBe(6);
    // A report without an index (a run Lighthouse could not measure) keeps the last one.
    chain.record({ runtimeError: { code: 'NO_FCP' } });
    expect(chain.next().multiplier).toBe(6);
  });
});
