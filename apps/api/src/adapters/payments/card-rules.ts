import type { LocalCardOutcome } from '@limpa/db';

/** Pure card rules shared by the local processor and the payment-methods module. No I/O. */

/** The local processor's test cards (docs/product-rules.md#payments); any other valid number succeeds. */
export const TEST_CARD_OUTCOMES: Readonly<Record<string, LocalCardOutcome>> = Object.freeze({
  '4242424242424242': 'succeed',
  '5555555555554444': 'succeed',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000002760003184': 'authentication_required',
});

export const outcomeFor = (digits: string): LocalCardOutcome => TEST_CARD_OUTCOMES[digits] ?? 'succeed';

/** A card is valid through the last day of its expiry month; months are compared in UTC. */
export function isCardExpired(expMonth: number, expYear: number, now: Date = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}
