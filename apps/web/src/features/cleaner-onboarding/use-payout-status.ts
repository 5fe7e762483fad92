import type { Profile } from '@limpa/contracts';
import { usePaymentsConfig } from '@/lib/api/get-payments-config';
import { usePayoutAccount } from './api/get-payout-account';

export interface PayoutStatus {
  /** Unknown (undefined) until the payments config is read. */
  provider: 'local' | 'stripe' | undefined;
  /** Payouts can be received: step 3 may be finished. */
  connected: boolean;
  /** Stripe: an Express account exists, but Stripe cannot pay it yet (onboarding unfinished or under review). */
  notReady: boolean;
  /** Still asking Stripe (e.g. just back from its onboarding). */
  checking: boolean;
}

/** Where the cleaner's payout account stands: the session's flag (local) or Stripe's account (GET /me/payout). */
export function usePayoutStatus(profile: Profile): PayoutStatus {
  const provider = usePaymentsConfig().data?.provider;
  const stripe = provider === 'stripe';
  const payout = usePayoutAccount(stripe);
  if (!stripe) return { provider, connected: profile.payoutConnected, notReady: false, checking: false };
  const account = payout.data;
  return {
    provider,
    connected: account?.payoutsEnabled ?? false,
    notReady: account ? account.connected && !account.payoutsEnabled : false,
    checking: payout.isPending,
  };
}
