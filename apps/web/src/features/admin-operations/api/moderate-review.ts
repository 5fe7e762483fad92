import type { AdminReview, AdminReviewPage } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import * as cleanerKeys from '@limpa/contracts/query-keys/cleaners';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

export interface ModerateReviewInput {
  id: string;
  isHidden: boolean;
}

/** PATCH /api/v1/admin/reviews/:id: hides a review (out of ratings and profiles) or shows it again. */
export function moderateReview({ id, isHidden }: ModerateReviewInput) {
  return api.patch<AdminReview>(apiPath(apiRoutes.adminReview, { id }), { isHidden });
}

type ReviewLists = InfiniteData<AdminReviewPage> | undefined;

function withReview(
  data: ReviewLists,
  id: string,
  change: (review: AdminReview) => AdminReview,
): ReviewLists {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((review) => (review.id === id ? change(review) : review)),
    })),
  };
}

/**
 * Optimistic: the review flips at once in every loaded list and flips back if the server refuses. The
 * review stays where it is (even under a filter it no longer matches) so the admin can undo at once; the
 * lists are marked stale and reload the next time they are opened.
 */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: moderateReview,
    onMutate: async ({ id, isHidden }) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.reviewLists });
      const snapshot = queryClient.getQueriesData<InfiniteData<AdminReviewPage>>({
        queryKey: adminKeys.reviewLists,
      });
      queryClient.setQueriesData<InfiniteData<AdminReviewPage>>({ queryKey: adminKeys.reviewLists }, (data) =>
        withReview(data, id, (review) => ({ ...review, isHidden })),
      );
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (saved) => {
      queryClient.setQueriesData<InfiniteData<AdminReviewPage>>({ queryKey: adminKeys.reviewLists }, (data) =>
        withReview(data, saved.id, () => saved),
      );
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.reviews, refetchType: 'none' });
      // Ratings shown elsewhere (admin figures, cleaner profiles) change with the review.
      await queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          (queryKey[0] === adminKeys.all[0] && queryKey[1] !== adminKeys.reviews[1]) ||
          queryKey[0] === cleanerKeys.all[0],
      });
    },
  });
}
