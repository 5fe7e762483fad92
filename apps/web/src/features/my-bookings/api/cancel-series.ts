import type { BookingSeries } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

/** POST /api/v1/booking-series/:id/cancel: ends the series; visits 24 h or more ahead are cancelled. */
export function useCancelSeries() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (id: string) => api.post<BookingSeries>(apiPath(apiRoutes.cancelSeries, { id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
