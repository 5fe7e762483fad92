import type { CleanerListItem } from '@limpa/contracts';

/** A listed cleaner for tests: Ana Silva in Lisbon, 22 €/h, rated 4.7 by 12. */
export function cleanerListItem(overrides: Partial<CleanerListItem> = {}): CleanerListItem {
  return {
    userId: 'cleaner-1',
    fullName: 'Ana Silva',
    avatarUrl: null,
    city: 'Lisboa',
    country: 'PT',
    currency: 'EUR',
    hourlyRate: 22,
    servicesOffered: ['Regular House Cleaning', 'Deep Cleaning'],
    averageRating: 4.7,
    reviewCount: 12,
    bio: 'Careful and friendly.',
    isFavorite: false,
    distanceKm: null,
    verified: false,
    ...overrides,
  };
}
