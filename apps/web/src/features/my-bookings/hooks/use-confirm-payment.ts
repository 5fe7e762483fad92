import type { BookingPayment } from '@limpa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentsConfig } from '@/lib/api/get-payments-config';
import { errorDetail } from '@/lib/api-client';
import { loadStripeOnce } from '@/lib/stripe';
import { toast } from '@/lib/toast';
import { getBookingPayment } from '../api/get-booking-payment';
import { refreshBookings } from '../api/refresh-bookings';

const SETTLE_CHECKS = 8;
const SETTLE_INTERVAL_MS = 1_000;

/**
 * After Stripe.js confirmed, Stripe's webhook settles the charge on our side a moment later: ask a few times
 * (bounded) so the banner goes once the booking is paid, rather than showing a stale "confirm" prompt.
 */
async function waitUntilSettled(bookingId: string): Promise<void> {
  for (let check = 0; check < SETTLE_CHECKS; check++) {
    const payment = await getBookingPayment(bookingId);
    if (payment.status !== 'requires_action') return;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_INTERVAL_MS));
  }
}

/** A payment waiting for the local processor's stand-in bank page. */
export interface LocalChallenge {
  clientSecret: string;
  amountCents: number;
  currency: BookingPayment['currency'];
}

/**
 * "Confirm payment": the charge waits for the customer's bank (3-D Secure). Stripe → Stripe.js shows the
 * bank's challenge (`confirmCardPayment`); local → the stand-in bank dialog. The bookings are read again after.
 */
export function useConfirmPayment(bookingId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const config = usePaymentsConfig();
  const [busy, setBusy] = useState(false);
  const [localChallenge, setLocalChallenge] = useState<LocalChallenge | null>(null);

  const confirmWithStripe = async (clientSecret: string) => {
    const key = config.data?.publishableKey;
    const stripe = key ? await loadStripeOnce(key) : null;
    if (!stripe) {
      toast.error(t('myBookings.paymentAction.stripeUnavailable'));
      return;
    }
    const result = await stripe.confirmCardPayment(clientSecret);
    if (result.error) {
      toast.error(t('myBookings.paymentAction.notConfirmed'), { description: result.error.message });
    } else {
      toast.success(t('myBookings.paymentAction.confirmed'));
      await waitUntilSettled(bookingId);
    }
  };

  /** Starts the authentication; `known` is a payment the caller already holds (a "Pay now" answer). */
  const confirm = async (known?: BookingPayment) => {
    setBusy(true);
    try {
      const payment = known ?? (await getBookingPayment(bookingId));
      if (payment.status !== 'requires_action' || !payment.clientSecret) return;
      if (payment.provider === 'local') {
        setLocalChallenge({
          clientSecret: payment.clientSecret,
          amountCents: payment.amountCents,
          currency: payment.currency,
        });
        return;
      }
      await confirmWithStripe(payment.clientSecret);
    } catch (error) {
      toast.error(t('myBookings.paymentAction.notConfirmed'), { description: errorDetail(error) });
    } finally {
      setBusy(false);
      await refreshBookings(queryClient);
    }
  };

  return { confirm, busy, localChallenge, closeLocalChallenge: () => setLocalChallenge(null) };
}
