/** A response kept for an Idempotency-Key, with the request it answered. */
export interface SavedResponse {
  fingerprint: string;
  /** The first request's id: Stripe answers a replay with it. */
  requestId: string;
  status: number;
  body: unknown;
}

/**
 * Stripe's idempotency: the first request with a key saves its response; a later request with the same key
 * and the same method, path and parameters gets that response again without acting; the same key with
 * anything different is refused with an idempotency_error.
 *
 * Requests cannot interleave here: a request's handler runs synchronously from lookup to save (only reading
 * the body is asynchronous), so of concurrent requests with one key exactly one acts and the others replay.
 */
export class IdempotencyStore {
  private readonly saved = new Map<string, SavedResponse>();

  lookup(key: string, fingerprint: string): SavedResponse | 'mismatch' | undefined {
    const found = this.saved.get(key);
    if (!found) return undefined;
    return found.fingerprint === fingerprint ? found : 'mismatch';
  }

  save(key: string, saved: SavedResponse): void {
    this.saved.set(key, saved);
  }
}

/** Method, path and parameters with keys sorted, so the same request always gives the same text. */
export function requestFingerprint(method: string, path: string, params: unknown): string {
  return `${method} ${path} ${canonicalJson(params)}`;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
