import { countryOf } from '@limpa/domain';

/**
 * Puts `format(input.value)` in the input as the user types (postal codes: upper case, a dash after the
 * fourth digit), keeping the caret where it was when the length did not change.
 */
export function formatAsYouType(input: HTMLInputElement, format: (value: string) => string) {
  const next = format(input.value);
  if (next === input.value) return;
  const { selectionStart, selectionEnd } = input;
  const sameLength = next.length === input.value.length;
  input.value = next;
  if (sameLength && selectionStart !== null && selectionEnd !== null) {
    input.setSelectionRange(selectionStart, selectionEnd);
  }
}

/** A postal code as it is typed: Canada's in upper case, Portugal's as digits with the dash after the fourth. */
export function postalCodeAsTyped(country: string, value: string): string {
  if (countryOf(country) === 'canada') return value.toUpperCase();
  const digits = value.replace(/\D/g, '').slice(0, 7);
  return digits.length > 4 ? `${digits.slice(0, 4)}-${digits.slice(4)}` : digits;
}
