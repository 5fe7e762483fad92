import { describe, expect, it } from 'vitest';
import { isValidNif, nifCheckDigit, normaliseNif } from './nif';

describe('nifCheckDigit', () => {
  it('is 11 minus the weighted sum modulo 11', () => {
    // 1·9 + 2·8 + 3·7 + 4·6 + 5·5 + 6·4 + 7·3 + 8·2 = 156; 156 mod 11 = 2; 11 − 2 = 9
    expect(nifCheckDigit('12345678')).toBe(9);
    expect(nifCheckDigit('10000000')).toBe(2);
  });

  it('is 0 when the remainder is 0 or 1', () => {
    expect(nifCheckDigit('99999999')).toBe(0); // 396 mod 11 = 0
    expect(nifCheckDigit('50000000')).toBe(0); // 45 mod 11 = 1
  });
});

describe('normaliseNif', () => {
  it.each([
    ['123456789', '123456789'],
    ['999999990', '999999990'],
    ['500000000', '500000000'],
    ['134000005', '134000005'],
    ['123 456 789', '123456789'],
    ['  123456789 ', '123456789'],
    ['PT123456789', '123456789'],
    ['pt 123 456 789', '123456789'],
  ])('%j → %s', (input, expected) => {
    expect(normaliseNif(input)).toBe(expected);
  });

  it.each([
    ['123456780', 'wrong check digit'],
    ['500000001', 'a remainder of 1 must give 0'],
    ['12345678', 'eight digits'],
    ['1234567890', 'ten digits'],
    ['12345678a', 'a letter'],
    ['123-456-789', 'dashes are not spaces'],
    ['ES123456789', 'another country prefix'],
    ['123456789PT', 'a prefix at the end'],
    ['', 'empty'],
    ['   ', 'only spaces'],
    ['１２３４５６７８９', 'full-width digits'],
  ])('%j is refused (%s)', (input) => {
    expect(normaliseNif(input)).toBeNull();
    expect(isValidNif(input)).toBe(false);
  });
});
