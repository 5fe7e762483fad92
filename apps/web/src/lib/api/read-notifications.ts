import * as apiRoutes from '@limpa/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

/** POST /api/v1/me/notifications/read: these, or all of the signed-in person's when no ids are given. */
export function readNotifications(ids?: string[]) {
  return api.post<null>(apiRoutes.readNotifications, ids ? { ids } : {});
}

export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => readNotifications(ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
