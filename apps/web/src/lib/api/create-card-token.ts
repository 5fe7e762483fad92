import type { LocalCardTokenBody } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { api } from '@/lib/api-client';
import type { CardDetails } from '@/lib/card-input';

/**
 * PAYMENTS=local: what a card provider's browser script does, exchanging the card for a single-use token.
 * Called directly from the form rather than through a mutation, so that the card number never sits in the
 * query client's mutation cache. 400 "Invalid card" carries the card-entry message and a code.
 */
export function createCardToken(card: CardDetails) {
  const body: LocalCardTokenBody = {
    number: card.number,
    expMonth: card.expMonth,
    expYear: card.expYear,
    cvc: card.cvc,
  };
  return api.post<{ token: string }>(apiRoutes.localCardTokens, body);
}
