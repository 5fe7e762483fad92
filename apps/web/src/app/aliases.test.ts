import { describe, expect, it } from 'vitest';
import { aliasTarget, bookServiceTarget } from './aliases';

describe('bookServiceTarget', () => {
  it.each([
    ['', undefined, '/customer/book'],
    ['?cleaner=abc', undefined, '/customer/book?cleaner=abc'],
    ['', { selectedCleaner: 'u-7' }, '/customer/book?cleaner=u-7'],
    ['', { preselectedCleaner: { userId: 'u-8', fullName: 'Rita' } }, '/customer/book?cleaner=u-8'],
    ['', { selectedCleaner: { user_id: 'u-9' } }, '/customer/book?cleaner=u-9'],
    ['', { selectedCleaner: { id: 'u-10' } }, '/customer/book?cleaner=u-10'],
    ['?cleaner=from-query', { selectedCleaner: 'from-state' }, '/customer/book?cleaner=from-query'],
    ['', { selectedCleaner: {} }, '/customer/book'],
    ['', 'not-an-object', '/customer/book'],
    ['?cleaner=a%26b', undefined, '/customer/book?cleaner=a%26b'],
  ])('search %j state %j → %s', (search, state, target) => {
    expect(bookServiceTarget(search, state)).toBe(target);
  });
});

describe('aliasTarget', () => {
  it('keeps the query string', () => {
    expect(aliasTarget('/customer/bookings', '')).toBe('/customer/bookings');
    expect(aliasTarget('/customer/bookings', '?tab=past')).toBe('/customer/bookings?tab=past');
  });
});
