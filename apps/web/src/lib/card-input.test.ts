import { describe, expect, it } from 'vitest';
import {
  type CardFields,
  type CardProblem,
  caretAfterDigits,
  checkCard,
  formatCardNumber,
  formatExpiry,
  formatExpiryShort,
  parseExpiry,
} from './card-input';

const NOW = new Date('2026-05-15T12:00:00Z');

describe('formatCardNumber', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242 4242 4242', '4242 4242 4242 4242'],
    ['4242-4242-4242-4242', '4242 4242 4242 4242'],
    ['abc5555x5555 5555 4444', '5555 5555 5555 4444'],
    ['4242424242424242123', '4242 4242 4242 4242 123'],
    ['42424242424242421234', '4242 4242 4242 4242 123'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100059', '3782 822463 10005'],
    ['37828', '3782 8'],
  ])('%j → %j', (input, expected) => {
    expect(formatCardNumber(input)).toBe(expected);
  });
});

describe('caretAfterDigits', () => {
  it.each([
    ['4242 4242 4242 4242', 0, 0],
    ['4242 4242 4242 4242', 4, 4],
    ['4242 4242 4242 4242', 5, 6],
    ['4242 4242 4242 4242', 16, 19],
    ['4242 4', 9, 6],
    ['12/28', 2, 2],
    ['12/28', 3, 4],
  ])('%j after %i digits → %i', (formatted, digits, expected) => {
    expect(caretAfterDigits(formatted, digits)).toBe(expected);
  });
});

describe('formatExpiry', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['122', '12/2'],
    ['1228', '12/28'],
    ['12/28', '12/28'],
    ['12/289', '12/28'],
    ['12/2028', '12/28'],
    ['1 / 2030', '01/30'],
    ['ab12cd28', '12/28'],
  ])('%j → %j', (input, expected) => {
    expect(formatExpiry(input)).toBe(expected);
  });
});

describe('parseExpiry', () => {
  it.each([
    ['12/28', { month: 12, year: 2028 }],
    ['0130', { month: 1, year: 2030 }],
    ['12/2031', { month: 12, year: 2031 }],
    ['13/28', { month: 13, year: 2028 }],
    ['12/2', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(parseExpiry(input)).toEqual(expected);
  });
});

it('formatExpiryShort pads month and year', () => {
  expect(formatExpiryShort(3, 2028)).toBe('03/28');
  expect(formatExpiryShort(12, 2105)).toBe('12/05');
});

describe('checkCard (now: May 2026)', () => {
  const valid: CardFields = { number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123' };

  it.each<[string, Partial<CardFields>, CardProblem]>([
    ['no number', { number: '' }, 'incomplete'],
    ['a short number', { number: '4242 4242' }, 'incomplete'],
    ['no expiry', { expiry: '' }, 'incomplete'],
    ['half an expiry', { expiry: '12/2' }, 'incomplete'],
    ['no security code', { cvc: '' }, 'incomplete'],
    ['a 2-digit security code', { cvc: '12' }, 'incomplete'],
    ['a bad checksum', { number: '4242 4242 4242 4241' }, 'invalidNumber'],
    ['month 13', { expiry: '13/28' }, 'invalidExpiryMonth'],
    ['month 00', { expiry: '00/28' }, 'invalidExpiryMonth'],
    ['last month', { expiry: '04/26' }, 'expired'],
    ['a 4-digit code on a Visa', { cvc: '1234' }, 'invalidCvc'],
    ['a 3-digit code on an Amex', { number: '3782 822463 10005', cvc: '123' }, 'invalidCvc'],
  ])('%s → %s', (_, change, problem) => {
    expect(checkCard({ ...valid, ...change }, NOW)).toEqual({ ok: false, problem });
  });

  it.each<[string, Partial<CardFields>, { number: string; expMonth: number; expYear: number; cvc: string }]>([
    ['a Visa', {}, { number: '4242424242424242', expMonth: 12, expYear: 2028, cvc: '123' }],
    [
      'a Mastercard expiring this month',
      { number: '5555 5555 5555 4444', expiry: '05/26', cvc: '999' },
      { number: '5555555555554444', expMonth: 5, expYear: 2026, cvc: '999' },
    ],
    [
      'an Amex with a 4-digit code',
      { number: '3782 822463 10005', cvc: '1234' },
      { number: '378282246310005', expMonth: 12, expYear: 2028, cvc: '1234' },
    ],
    [
      'a declined test card (declines happen at charge time)',
      { number: '4000 0000 0000 0002' },
      { number: '4000000000000002', expMonth: 12, expYear: 2028, cvc: '123' },
    ],
  ])('%s is accepted', (_, change, card) => {
    expect(checkCard({ ...valid, ...change }, NOW)).toEqual({ ok: true, card });
  });
});
