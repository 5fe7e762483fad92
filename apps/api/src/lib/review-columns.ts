import { reviews } from '@limpa/db';
import { exactInstant } from './keyset-cursor';

/** What every list of reviews shows of one, with its keyset position (created_at to the microsecond). */
export const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  createdAtKey: exactInstant(reviews.createdAt),
};
