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

/** Stripe's test PaymentMethod ids (https://docs.stripe.com/testing) this server knows. */
export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  pm_card_visa: { brand: 'visa', last4: '4242', funding: 'credit', country: 'US', behaviour: succeed },
  pm_card_visa_debit: { brand: 'visa', last4: '5556', funding: 'debit', country: 'US', behaviour: succeed },
  pm_card_mastercard: {
    brand: 'mastercard',
    last4: '4444',
    funding: 'credit',
    country: 'US',
    behaviour: succeed,
  },
  pm_card_amex: { brand: 'amex', last4: '8431', funding: 'credit', country: 'US', behaviour: succeed },
  pm_card_ca: { brand: 'visa', last4: '0000', funding: 'credit', country: 'CA', behaviour: succeed },
  pm_card_pt: { brand: 'visa', last4: '0007', funding: 'credit', country: 'PT', behaviour: succeed },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    funding: 'credit',
    country: 'US',
    behaviour: {
      kind: 'decline',
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    funding: 'credit',
    country: 'US',
    behaviour: {
      kind: 'decline',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  pm_card_visa_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    funding: 'credit',
    country: 'US',
    behaviour: {
      kind: 'decline',
      code: 'expired_card',
      declineCode: 'expired_card',
      message: 'Your card has expired.',
    },
  },
  pm_card_authenticationRequired: {
    brand: 'visa',
    last4: '3184',
    funding: 'credit',
    country: 'US',
    behaviour: { kind: 'authenticate' },
  },
};
