import type { reviewBody } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import * as cleanerKeys from '@limpa/contracts/query-keys/cleaners';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

export type ReviewInput = z.input<typeof reviewBody>;

export interface Review {
  id: string;
  rating: number;
  comment: string | null;
}

/** POST /api/v1/bookings/:id/review: once, for a completed booking (409 when already reviewed). */
export function reviewBooking(id: string, input: ReviewInput) {
  return api.post<Review>(apiPath(apiRoutes.reviewBooking, { id }), input);
}

export function useReviewBooking(id: string) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (input: ReviewInput) => reviewBooking(id, input),
    onSettled: async () => {
      // Success and "already reviewed" both mean the booking now has a review.
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      await queryClient.invalidateQueries({ queryKey: cleanerKeys.all });
    },
  });
}
