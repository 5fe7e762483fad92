/**
 * Links used elsewhere in the product that are not screens of their own
 * (docs/product-rules.md#routes-and-who-may-enter). `/book-service` carries the preselected cleaner, from
 * `?cleaner=` or router state `selectedCleaner` / `preselectedCleaner` (an id, or a cleaner object with
 * `userId`/`user_id`/`id`).
 */
export const SIMPLE_ALIASES = {
  '/bookings': '/customer/bookings',
  '/find-cleaners': '/customer/find-cleaners',
  '/favorites': '/customer/favorites',
  /** Where Stripe's Connect onboarding sends the cleaner back (`?step=3&connect=return|refresh`). */
  '/provider/onboarding': '/provider/complete-profile',
} as const;

function cleanerIdFrom(value: unknown): string | null {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of ['userId', 'user_id', 'id']) {
      const id = record[key];
      if (typeof id === 'string' && id.trim()) return id.trim();
    }
  }
  return null;
}

export function bookServiceTarget(search: string, state: unknown): string {
  const params = new URLSearchParams(search);
  let cleaner = params.get('cleaner')?.trim() || null;
  if (!cleaner && typeof state === 'object' && state !== null) {
    const record = state as Record<string, unknown>;
    cleaner = cleanerIdFrom(record.selectedCleaner) ?? cleanerIdFrom(record.preselectedCleaner);
  }
  return cleaner ? `/customer/book?${new URLSearchParams({ cleaner })}` : '/customer/book';
}

/** Keeps the query string when following a simple alias. */
export function aliasTarget(target: string, search: string): string {
  return search && search !== '?' ? `${target}${search.startsWith('?') ? search : `?${search}`}` : target;
}
