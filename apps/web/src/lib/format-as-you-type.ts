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
