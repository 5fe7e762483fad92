import type { NotificationPreferences } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as meKeys from '@limpa/contracts/query-keys/me';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/me/notification-preferences: every type on both channels. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: meKeys.notificationPreferences,
    queryFn: () => api.get<NotificationPreferences>(apiRoutes.notificationPreferences),
  });
}
