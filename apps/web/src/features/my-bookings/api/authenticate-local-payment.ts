import type { localAuthenticateResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';
import { refreshBookings } from './refresh-bookings';

export type LocalAuthenticationOutcome = 'succeed' | 'fail';

/** POST /api/v1/payments/local/authenticate: the local processor's stand-in for the bank's 3-D Secure page. */
export function authenticateLocalPayment(clientSecret: string, outcome: LocalAuthenticationOutcome) {
  return api.post<z.infer<typeof localAuthenticateResponse>>(apiRoutes.localAuthenticate, {
    clientSecret,
    outcome,
  });
}

export function useAuthenticateLocalPayment() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ clientSecret, outcome }: { clientSecret: string; outcome: LocalAuthenticationOutcome }) =>
      authenticateLocalPayment(clientSecret, outcome),
    onSettled: () => refreshBookings(queryClient),
  });
}
