/** How a test card behaves when charged or set up. */
export type CardBehaviour =
  | { kind: 'succeed' }
  /** Declined by the issuer: Stripe's `code` and `decline_code`. */
  | { kind: 'decline'; code: string; declineCode: string; message: string }
  /** 4000 0027 6000 3184: 3-D Secure on every setup and every payment, so off-session payments fail. */
  | { kind: 'authenticate' };

export interface TestCard {
  brand: 'visa' | 'mastercard' | 'amex';
  last4: string;
  funding: 'credit' | 'debit';
  country: string;
  behaviour: CardBehaviour;
}

const succeed: CardBehaviour = { kind: 'succeed' };

function card(brand: TestCard['brand'], last4: string, behaviour = succeed, country = 'US'): TestCard {
  return { brand, last4, funding: 'credit', country, behaviour };
}

function declined(code: string, declineCode: string, message: string): CardBehaviour {
  return { kind: 'decline', code, declineCode, message };
}

/** Stripe's test PaymentMethod ids (https://docs.stripe.com/testing) this server knows. */
export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  pm_card_visa: card('visa', '4242'),
  pm_card_visa_debit: { ...card('visa', '5556'), funding: 'debit' },
  pm_card_mastercard: card('mastercard', '4444'),
  pm_card_amex: card('amex', '8431'),
  pm_card_ca: card('visa', '0000', succeed, 'CA'),
  pm_card_pt: card('visa', '0007', succeed, 'PT'),
  pm_card_chargeDeclined: card(
    'visa',
    '0002',
    declined('card_declined', 'generic_decline', 'Your card was declined.'),
  ),
  pm_card_chargeDeclinedInsufficientFunds: card(
    'visa',
    '9995',
    declined('card_declined', 'insufficient_funds', 'Your card has insufficient funds.'),
  ),
  pm_card_visa_chargeDeclinedExpiredCard: card(
    'visa',
    '0069',
    declined('expired_card', 'expired_card', 'Your card has expired.'),
  ),
  pm_card_authenticationRequired: card('visa', '3184', { kind: 'authenticate' }),
};
