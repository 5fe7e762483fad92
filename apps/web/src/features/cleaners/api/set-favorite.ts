import type { CleanerPage, CleanerProfile } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as cleanerKeys from '@limpa/contracts/query-keys/cleaners';
import { type InfiniteData, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';

/** PUT /api/v1/me/favorites/:userId (idempotent). */
export function addFavorite(userId: string) {
  return api.put<void>(apiPath(apiRoutes.favorite, { userId }));
}

/** DELETE /api/v1/me/favorites/:userId (idempotent). */
export function removeFavorite(userId: string) {
  return api.delete<void>(apiPath(apiRoutes.favorite, { userId }));
}

export interface SetFavoriteInput {
  userId: string;
  favorite: boolean;
}

type Pages = InfiniteData<CleanerPage, string | null>;

const mutationKey = ['cleaners', 'set-favorite'] as const;

function mapPages(data: Pages | undefined, change: (page: CleanerPage) => CleanerPage) {
  return data ? { ...data, pages: data.pages.map(change) } : data;
}

/**
 * Saves or unsaves a cleaner. Optimistic: the heart flips at once on the profile and in every cached list,
 * and an unsaved cleaner leaves the favourites list; an error puts everything back and says so.
 */
export function useSetFavorite() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationKey,
    mutationFn: ({ userId, favorite }: SetFavoriteInput) =>
      favorite ? addFavorite(userId) : removeFavorite(userId),
    onMutate: async ({ userId, favorite }) => {
      const keys = [cleanerKeys.detail(userId), cleanerKeys.lists, cleanerKeys.favorites];
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const snapshot: [QueryKey, unknown][] = keys.flatMap((queryKey) =>
        queryClient.getQueriesData({ queryKey }),
      );

      const flip = (page: CleanerPage): CleanerPage => ({
        ...page,
        items: page.items.map((item) => (item.userId === userId ? { ...item, isFavorite: favorite } : item)),
      });
      queryClient.setQueryData<CleanerProfile>(cleanerKeys.detail(userId), (profile) =>
        profile ? { ...profile, isFavorite: favorite } : profile,
      );
      queryClient.setQueriesData<Pages>({ queryKey: cleanerKeys.lists }, (data) => mapPages(data, flip));
      queryClient.setQueryData<Pages>(cleanerKeys.favorites, (data) =>
        mapPages(data, (page) =>
          favorite ? flip(page) : { ...page, items: page.items.filter((item) => item.userId !== userId) },
        ),
      );
      return { snapshot };
    },
    onError: (error, _input, context) => {
      for (const [queryKey, data] of context?.snapshot ?? []) queryClient.setQueryData(queryKey, data);
      toast.error(t('cleaners.favorite.failed'), { description: errorDescription(error) });
    },
    onSettled: async (_data, _error, { userId }) => {
      // Only the last of several quick toggles re-reads the server, so the heart does not flicker.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cleanerKeys.favorites }),
        queryClient.invalidateQueries({ queryKey: cleanerKeys.detail(userId) }),
        queryClient.invalidateQueries({ queryKey: cleanerKeys.lists, refetchType: 'none' }),
      ]);
    },
  });
}
