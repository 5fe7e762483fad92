import * as apiRoutes from '@limpa/contracts/api-routes';
import * as notificationKeys from '@limpa/contracts/query-keys/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/v1/me/notifications/read: these, or all of the signed-in person's when no ids are given. */
export function readNotifications(ids?: string[]) {
  return api.post<null>(apiRoutes.readNotifications, ids ? { ids } : {});
}

export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => readNotifications(ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
