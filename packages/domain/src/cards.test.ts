import { describe, expect, it } from 'vitest';
import { detectBrand, isCardExpired, luhnValid } from './cards';

describe('luhnValid', () => {
  it.each([
    ['4242424242424242', true],
    ['5555555555554444', true],
    ['4000000000000002', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['1234567812345678', false],
    ['', false],
    ['4242 4242', false],
  ])('%s → %s', (digits, expected) => {
    expect(luhnValid(digits)).toBe(expected);
  });
});

describe('detectBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['51', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['2721000000000000', 'card'],
    ['378282246310005', 'amex'],
    ['34', 'amex'],
    ['6011111111111117', 'card'],
    ['5', 'card'],
    ['', 'card'],
  ])('%s → %s', (digits, expected) => {
    expect(detectBrand(digits)).toBe(expected);
  });
});

describe('isCardExpired (now: 15 May 2026, UTC)', () => {
  const now = new Date('2026-05-15T12:00:00Z');
  it.each([
    [4, 2026, true],
    [12, 2025, true],
    [5, 2026, false],
    [1, 2027, false],
  ])('%i/%i → %s', (month, year, expected) => {
    expect(isCardExpired(month, year, now)).toBe(expected);
  });

  it('keeps a card valid through the last instant of its month, in UTC', () => {
    expect(isCardExpired(5, 2026, new Date('2026-05-31T23:59:59.999Z'))).toBe(false);
    expect(isCardExpired(5, 2026, new Date('2026-06-01T00:00:00Z'))).toBe(true);
  });
});
