import { findObjectById, type StripeState } from './state.js';

/**
 * Stripe's `expand[]`: each listed field holding an id is replaced by that object; dotted paths expand
 * inside the expanded object (`latest_charge.payment_method`). Ids this server does not keep stay ids.
 */
export function expandObject<T>(state: StripeState, body: T, paths: readonly string[]): T {
  if (!body || typeof body !== 'object') return body;
  for (const path of paths) expandPath(state, body as Record<string, unknown>, path.split('.'));
  return body;
}

function expandPath(state: StripeState, target: Record<string, unknown>, [field, ...rest]: string[]): void {
  if (!field) return;
  if (field === 'data' && Array.isArray(target.data)) {
    for (const item of target.data) expandPath(state, item as Record<string, unknown>, rest);
    return;
  }
  const value = target[field];
  if (typeof value === 'string') {
    const found = findObjectById(state, value);
    if (found) target[field] = structuredClone(found);
  }
  const next = target[field];
  if (rest.length && next && typeof next === 'object')
    expandPath(state, next as Record<string, unknown>, rest);
}
