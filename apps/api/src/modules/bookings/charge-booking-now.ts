import type { AppContext } from '../../lib/app-context';
import { chargeOrScheduleRetry } from '../booking-payments/retry-booking-payment';

/** What an action's answer says of the charge it made. */
export type PaymentOutcome = 'paid' | 'failed' | 'none' | 'requires_action';

/**
 * Charges what is owed now; a failure stays on the booking and is retried in the background. Owed with no
 * card to charge is a failure too (never a quiet "none" on a booking that then looks paid), and so is an
 * attempt another request has in flight.
 */
export async function chargeBookingNow(ctx: AppContext, bookingId: string): Promise<PaymentOutcome> {
  const outcome = await chargeOrScheduleRetry(ctx, bookingId);
  return outcome === 'processing' ? 'failed' : outcome;
}
