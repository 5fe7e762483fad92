import { describe, expect, it } from 'vitest';
import { formatAsYouType, postalCodeAsTyped } from './format-as-you-type';

function inputWith(value: string, caret: number) {
  const input = document.createElement('input');
  input.value = value;
  input.setSelectionRange(caret, caret);
  return input;
}

describe('formatAsYouType', () => {
  it('keeps the caret when the length does not change', () => {
    const input = inputWith('m5v 3a4', 2);
    formatAsYouType(input, (value) => value.toUpperCase());
    expect(input.value).toBe('M5V 3A4');
    expect(input.selectionStart).toBe(2);
  });

  it('leaves the caret at the end when the text grows', () => {
    const input = inputWith('10000', 5);
    formatAsYouType(input, (value) => `${value.slice(0, 4)}-${value.slice(4)}`);
    expect(input.value).toBe('1000-0');
    expect(input.selectionStart).toBe(6);
  });

  it('does nothing when the text is already formatted', () => {
    const input = inputWith('1000-001', 3);
    formatAsYouType(input, (value) => value);
    expect(input.selectionStart).toBe(3);
  });
});

describe('postalCodeAsTyped', () => {
  it.each([
    ['canada', 'm5v 3a4', 'M5V 3A4'],
    ['CA', 'k1a0b1', 'K1A0B1'],
    ['portugal', '1100053', '1100-053'],
    ['PT', '1100-05', '1100-05'],
    ['PT', '11a0', '110'],
    ['portugal', '12345678', '1234-567'],
  ])('%s: %s → %s', (country, typed, shown) => {
    expect(postalCodeAsTyped(country, typed)).toBe(shown);
  });
});
