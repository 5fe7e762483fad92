import type { CleanerListItem, CleanerReview } from '@limpa/contracts';
import { centsToUnits, shownDistanceKm } from '@limpa/domain';
import type { ListedCleanerRow, ReviewRow } from './cleaners.repository';

/** Cents become currency units; the rounded average arrives from PostgreSQL as numeric text. */
export function toCleanerListItem(row: ListedCleanerRow): CleanerListItem {
  return {
    userId: row.userId,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    city: row.city,
    country: row.country,
    currency: row.currency,
    hourlyRate: row.hourlyRateCents === null ? null : centsToUnits(row.hourlyRateCents),
    servicesOffered: row.servicesOffered,
    averageRating: row.averageRating === null ? null : Number(row.averageRating),
    reviewCount: row.reviewCount,
    bio: row.bio,
    isFavorite: row.isFavorite,
    // Whole kilometres only: a finer figure, from a few addresses, would point at the cleaner's base.
    distanceKm: row.distanceKm === null ? null : shownDistanceKm(row.distanceKm),
    verified: row.verified,
  };
}

export function toCleanerReview(row: ReviewRow): CleanerReview {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    reviewerFirstName: row.reviewerFirstName,
  };
}
