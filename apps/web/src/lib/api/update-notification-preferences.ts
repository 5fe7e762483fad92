import type { NotificationPreferences } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as meKeys from '@limpa/contracts/query-keys/me';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

export type PreferenceChange = { channel: 'email' | 'push'; type: string; on: boolean };

/** PUT /api/v1/me/notification-preferences with the one switch turned; the answer replaces the cache. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ channel, type, on }: PreferenceChange) =>
      api.put<NotificationPreferences>(apiRoutes.notificationPreferences, {
        [channel]: { [type]: on },
      }),
    onSuccess: (prefs) => queryClient.setQueryData(meKeys.notificationPreferences, prefs),
  });
}
