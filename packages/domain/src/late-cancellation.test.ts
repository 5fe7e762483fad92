import { describe, expect, it } from 'vitest';
import { cancelledInsideNotice } from './booking-status';
import {
  blocksNewRequests,
  canReportNoShow,
  customerCancelFeeCents,
  isLateCancellation,
  lateCancellationFeeCents,
  lateFeeCharge,
  noShowWindow,
} from './late-cancellation';
import { seededTaxProfile } from './tax';

const startsAt = new Date('2026-05-10T09:00:00Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const at = (offsetMs: number) => new Date(startsAt.getTime() + offsetMs);

describe('lateCancellationFeeCents', () => {
  it.each([
    [10000, 5000],
    [4999, 2500], // 2499.5 rounds half up
    [4998, 2499],
    [1, 1],
    [0, 0],
  ])('50 %% of %d is %d', (base, fee) => {
    expect(lateCancellationFeeCents(base)).toBe(fee);
  });

  it('refuses what is not cents', () => {
    expect(() => lateCancellationFeeCents(10.5)).toThrow(RangeError);
  });
});

describe('lateFeeCharge', () => {
  it.each([
    [10000, 750, 4250],
    [5000, 375, 2125],
    [6666, 500, 2833], // 499.95 rounds up to 500
  ])('untaxed, half of %d gives the platform %d and the cleaner %d', (base, platform, cleaner) => {
    expect(lateFeeCharge(base)).toEqual({
      chargedCents: base / 2,
      taxCents: 0,
      platformFeeCents: platform,
      cleanerShareCents: cleaner,
    });
  });

  it('in Quebec adds GST and QST on top, the shares coming from the fee before tax', () => {
    const quebec = seededTaxProfile({ country: 'canada', region: 'QC' });
    // 50.00 + 2.50 GST + 4.99 QST (4.9875 rounds half up)
    expect(lateFeeCharge(10000, quebec)).toEqual({
      chargedCents: 5749,
      taxCents: 749,
      platformFeeCents: 750,
      cleanerShareCents: 4250,
    });
  });

  it('in Portugal keeps the fee as charged, IVA inside it, the shares from what is left before IVA', () => {
    const mainland = { taxIncluded: true, rates: [{ code: 'IVA', rate: '0.23' }] } as const;
    // 55.00 → 27.50 charged; before IVA 27.50 / 1.23 = 22.357… → 22.36; fee 3.35 (3.354), cleaner 19.01
    expect(lateFeeCharge(5500, mainland)).toEqual({
      chargedCents: 2750,
      taxCents: 514,
      platformFeeCents: 335,
      cleanerShareCents: 1901,
    });
  });
});

describe('isLateCancellation and customerCancelFeeCents', () => {
  it.each([
    ['confirmed', -24 * HOUR, false], // exactly 24 h ahead: still free
    ['confirmed', -24 * HOUR + 1, true],
    ['confirmed', -1, true],
    ['confirmed', 0, false], // started: no longer a cancellation
    ['pending', -HOUR, false], // a request is always free to withdraw
  ])('%s at start%+d ms → %s', (status, offset, late) => {
    const input = { status, startsAt, now: at(offset), basePriceCents: 8001 };
    expect(isLateCancellation(input)).toBe(late);
    expect(customerCancelFeeCents(input)).toBe(late ? 4001 : 0);
  });
});

describe('canReportNoShow', () => {
  it('opens 30 minutes after the start and closes 24 h after it', () => {
    const w = noShowWindow(startsAt);
    expect(w.opensAt.toISOString()).toBe('2026-05-10T09:30:00.000Z');
    expect(w.closesAt.toISOString()).toBe('2026-05-11T09:00:00.000Z');
  });

  it.each([
    ['confirmed', 30 * MIN - 1, false],
    ['confirmed', 30 * MIN, true],
    ['confirmed', 24 * HOUR, true],
    ['confirmed', 24 * HOUR + 1, false],
    ['cancelled', HOUR, false],
    ['completed', HOUR, false],
  ])('%s at start%+d ms → %s', (status, offset, allowed) => {
    expect(canReportNoShow({ status, startsAt, now: at(offset) })).toBe(allowed);
  });
});

describe('cancelledInsideNotice', () => {
  it('counts a cancellation after the 24 h deadline only', () => {
    expect(cancelledInsideNotice(startsAt, at(-24 * HOUR))).toBe(false);
    expect(cancelledInsideNotice(startsAt, at(-24 * HOUR + 1))).toBe(true);
  });
});

describe('blocksNewRequests', () => {
  it('blocks from the third no-show', () => {
    expect(blocksNewRequests(2)).toBe(false);
    expect(blocksNewRequests(3)).toBe(true);
  });
});
