import type { reviewBody } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { BOOKINGS_QUERY_KEY } from './get-bookings';

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
  return useMutation({
    mutationFn: (input: ReviewInput) => reviewBooking(id, input),
    onSettled: async () => {
      // Success and "already reviewed" both mean the booking now has a review.
      await queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ['cleaners'] });
    },
  });
}
