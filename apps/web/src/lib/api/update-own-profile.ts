import type { MeResponse, ProfileUpdateBody } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as appKeys from '@limpa/contracts/query-keys/app';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/auth';

interface UpdateOwnProfileCallbacks {
  /** After the session cache holds the saved profile (a toast, other caches to refresh). */
  onSaved: () => void;
  onFailed: (error: Error) => void;
}

/**
 * PATCH /api/v1/me/profile for the signed-in person (customer or cleaner: the server takes the fields their
 * role may change). The answer (`{ user, profile }`) becomes the cached session, so the header and greeting
 * follow at once.
 */
// Plain useMutation, not useActionMutation (decision 046): the language picker sends each choice and the last
// must win; the profile forms' submit buttons are disabled while a save runs.
export function useUpdateOwnProfile<Body extends ProfileUpdateBody>({
  onSaved,
  onFailed,
}: UpdateOwnProfileCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.patch<MeResponse>(apiRoutes.profile, body),
    onSuccess: (session) => {
      queryClient.setQueryData<Session | null>(appKeys.session, session);
      onSaved();
    },
    onError: onFailed,
  });
}
