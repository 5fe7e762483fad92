import { describe, expect, it } from 'vitest';
import { centsToDecimal, csvCell, csvCents, csvRow } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['João Almeida', 'João Almeida'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['=1+1', "'=1+1"],
    ['+351 912', "'+351 912"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTabbed', "'\tTabbed"],
    ['\rCR', `"'\rCR"`],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['=1,2', `"'=1,2"`],
    ['a=b', 'a=b'],
    [" '=already", " '=already"],
  ])('%j → %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes numbers as they are and null/undefined as empty cells', () => {
    expect(csvCell(12)).toBe('12');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('writes an amount of cents as a signed decimal, a negative one as data', () => {
    expect(csvCell(csvCents(-1100))).toBe('-11.00');
    expect(csvCell(csvCents(5))).toBe('0.05');
    expect(() => csvCell(csvCents(0.5))).toThrow(RangeError);
  });

  it('refuses non-finite numbers', () => {
    expect(() => csvCell(Number.NaN)).toThrow(RangeError);
    expect(() => csvCell(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('csvRow', () => {
  it('joins escaped cells with commas and ends with CRLF', () => {
    expect(csvRow(['ID', 'Name', 'Total'])).toBe('ID,Name,Total\r\n');
    expect(csvRow(['1', 'Smith, Ann', '=2', null, 7])).toBe(`1,"Smith, Ann",'=2,,7\r\n`);
    expect(csvRow([])).toBe('\r\n');
  });
});

describe('centsToDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [99, '0.99'],
    [100, '1.00'],
    [1234, '12.34'],
    [4999, '49.99'],
    [-5, '-0.05'],
    [-1234, '-12.34'],
    [123456789, '1234567.89'],
  ])('%i → %s', (cents, expected) => {
    expect(centsToDecimal(cents)).toBe(expected);
  });

  it('refuses fractions of a cent', () => {
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });
});
