import type { NotificationPreferences } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const notificationPreferencesKey = ['notification-preferences'] as const;

/** GET /api/v1/me/notification-preferences: every type on both channels. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: () => api.get<NotificationPreferences>(apiRoutes.notificationPreferences),
  });
}
