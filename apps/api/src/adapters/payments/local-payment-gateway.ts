import { type Database, localGatewayCards } from '@limpa/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { GatewayEvent } from '../../lib/gateway-events';
import type * as Gateway from '../../lib/payment-gateway';
import { PaymentError } from '../../lib/payment-gateway';
import { CARD_MESSAGES, createLocalCardToken } from './local-card-tokens';
import {
  cancelLocalCharge,
  chargeLocalCard,
  refundLocalCharge,
  settleLocalAuthentication,
  transferLocally,
} from './local-ledger';

const notSupported = (what: string) =>
  new PaymentError(
    'not_supported',
    `${what} is a Stripe feature; the local test processor does not have it.`,
  );

/**
 * PAYMENTS=local (the default, docs/product-rules.md#payments): a built-in test card processor. It keeps its
 * own vault (local_gateway_cards) and ledger (local_gateway_charges), as a real provider would on its side,
 * and honours the test card numbers: 4000 0027 6000 3184 waits for the local authentication page
 * (requires_action). Customers and payout accounts are simulated (ids derived from the user); payouts are
 * ledger entries. Card numbers and security codes are validated in memory and dropped: only brand, last four,
 * expiry and the outcome are stored.
 */
export class LocalPaymentGateway
  implements Gateway.PaymentGateway, Gateway.CardTokenizer, Gateway.LocalAuthenticator
{
  readonly kind = 'local' as const;

  constructor(private readonly db: Database) {}

  createToken(card: Gateway.CardDetails, now: Date = new Date()): Promise<{ token: string }> {
    return createLocalCardToken(this.db, card, now);
  }

  /** The local processor's customer is the user itself (its vault rows name the user). */
  async createCustomer(input: { userId: string }): Promise<{ id: string }> {
    return { id: input.userId };
  }

  async createSetupIntent(): Promise<{ id: string; clientSecret: string }> {
    throw notSupported('A SetupIntent');
  }

  async retrieveSetupIntent(): Promise<Gateway.RetrievedSetupIntent | null> {
    return null;
  }

  async attachPaymentMethod(input: {
    customerId: string;
    token: string;
  }): Promise<Gateway.AttachedPaymentMethod> {
    // Compare-and-swap: of two concurrent attaches of one token, exactly one wins.
    const [card] = await this.db
      .update(localGatewayCards)
      .set({ attached: true, customerUserId: input.customerId })
      .where(
        and(
          eq(localGatewayCards.id, input.token),
          eq(localGatewayCards.attached, false),
          isNull(localGatewayCards.detachedAt),
        ),
      )
      .returning();
    if (!card) {
      const [known] = await this.db
        .select({ id: localGatewayCards.id })
        .from(localGatewayCards)
        .where(eq(localGatewayCards.id, input.token))
        .limit(1);
      throw known
        ? new PaymentError('token_already_used', CARD_MESSAGES.token_already_used)
        : new PaymentError('token_invalid', CARD_MESSAGES.token_invalid);
    }
    return {
      gatewayPaymentMethodId: card.id,
      brand: card.brand,
      lastFour: card.lastFour,
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
  }

  async detachPaymentMethod(gatewayPaymentMethodId: string): Promise<void> {
    await this.db
      .update(localGatewayCards)
      .set({ attached: false, detachedAt: new Date() })
      .where(and(eq(localGatewayCards.id, gatewayPaymentMethodId), isNull(localGatewayCards.detachedAt)));
  }

  charge(input: Gateway.ChargeInput): Promise<Gateway.ChargeResult> {
    return chargeLocalCard(this.db, input);
  }

  cancelCharge(reference: string): Promise<void> {
    return cancelLocalCharge(this.db, reference);
  }

  authenticate(clientSecret: string, outcome: 'succeed' | 'fail') {
    return settleLocalAuthentication(this.db, clientSecret, outcome);
  }

  refund(input: Gateway.RefundInput): Promise<Gateway.RefundResult> {
    return refundLocalCharge(this.db, input);
  }

  async createPayoutAccount(input: { userId: string }): Promise<{ id: string }> {
    return { id: `acct_local_${input.userId}` };
  }

  async createOnboardingLink(): Promise<{ url: string }> {
    throw notSupported('Connect onboarding');
  }

  async retrievePayoutAccount(): Promise<{ payoutsEnabled: boolean }> {
    return { payoutsEnabled: true };
  }

  transfer(input: Gateway.TransferInput): Promise<Gateway.TransferResult> {
    return transferLocally(this.db, input);
  }

  parseWebhook(): GatewayEvent {
    throw notSupported('A webhook');
  }
}
