import type { LocalCardOutcome } from '@limpa/db';

/** The local processor's card outcomes (card expiry is the domain's isCardExpired). No I/O. */

/** The local processor's test cards (docs/product-rules.md#payments); any other valid number succeeds. */
export const TEST_CARD_OUTCOMES: Readonly<Record<string, LocalCardOutcome>> = Object.freeze({
  '4242424242424242': 'succeed',
  '5555555555554444': 'succeed',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000002760003184': 'authentication_required',
});

export const outcomeFor = (digits: string): LocalCardOutcome => TEST_CARD_OUTCOMES[digits] ?? 'succeed';
