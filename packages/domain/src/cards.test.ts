import { describe, expect, it } from 'vitest';
import { detectBrand, luhnValid } from './cards';

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
