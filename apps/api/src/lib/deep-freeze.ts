/**
 * Freezes a value and everything it holds, so the requests that share a cached value cannot change it for each
 * other. (A Date's time can still be set: readers of cached rows treat dates as read-only.)
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
