import type { CleanerListItem, CleanerProfile, CleanerReview } from '@limpa/contracts';
import { cleanerListItem } from '@/test/cleaner-fixtures';
import { customerSession, json } from '@/test/fetch';

/** Test fixtures for the cleaners feature (imported by tests only). */

export function review(overrides: Partial<CleanerReview> = {}): CleanerReview {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    rating: 5,
    comment: 'Spotless kitchen.',
    createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
    reviewerFirstName: 'Carla',
    ...overrides,
  };
}

export function profile(overrides: Partial<CleanerProfile> = {}): CleanerProfile {
  return {
    ...cleanerListItem(),
    transportType: 'bus',
    availability: [{ weekday: 1, startTime: '08:00', endTime: '12:00' }],
    reviews: [review()],
    memberSince: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A page of GET /providers; `total` counts every match (the loaded items unless said otherwise). */
export const page = (items: CleanerListItem[], nextCursor: string | null = null, total = items.length) =>
  json({ items, nextCursor, total });

/** The signed-in session for `role`. */
export function session(role: 'customer' | 'cleaner' | 'admin' = 'customer') {
  return json({ ...customerSession, profile: { ...customerSession.profile, role } });
}

/** The query string of a recorded request URL. */
export const query = (url: string) => new URL(url, 'http://localhost').searchParams;
