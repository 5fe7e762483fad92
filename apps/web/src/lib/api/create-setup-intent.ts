import type { SetupIntentResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/me/payment-methods/setup-intent (Stripe mode): an off-session SetupIntent for the Payment
 * Element to confirm. Called from the form, not a mutation: a client secret does not belong in a cache.
 */
export function createSetupIntent() {
  return api.post<SetupIntentResponse>(apiRoutes.setupIntent);
}
