import type { AdminReview } from '@limpa/contracts';
import type { AdminReviewRow } from './reviews.repository';

export function toAdminReview(r: AdminReviewRow): AdminReview {
  return {
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
    isHidden: r.isHidden,
    cleaner: r.cleaner,
    customer: r.customer,
    bookingId: r.bookingId,
  };
}
