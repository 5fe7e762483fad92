import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { isPublicAddress } from '../../lib/private-address';
import type { ResolveHost } from '../../lib/resolve-host';

/** A resolver that does not answer within this long is treated as having no answer (the endpoint is refused). */
const RESOLVE_TIMEOUT_MS = 5_000;

/**
 * The push services browsers subscribe with (decision 042): Chrome/Edge's FCM, Firefox's autopush, Safari's
 * Apple push, Windows' WNS. Anything else is not a push service, and the server does not send requests there.
 */
const EXACT_HOSTS = new Set(['fcm.googleapis.com']);
const HOST_SUFFIXES = ['.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

export interface PushEndpointPolicy {
  resolveHost: ResolveHost;
  /**
   * Tests only (PUSH_TEST_ORIGINS, refused outside NODE_ENV=test): origins of a local push service, taken as
   * they are, over http and without the address check. Empty everywhere else.
   */
  testOrigins: readonly string[];
}

export type PushEndpointVerdict =
  /** `addresses`: what the host resolved to, all public; the request must connect to one of these (null: test origin). */
  | { ok: true; url: URL; addresses: LookupAddress[] | null }
  | { ok: false; reason: 'not_push_service' | 'private_address' | 'unresolvable' };

/** Whether the URL names a known push service over https on its default port, with nothing unusual in it. */
export function isPushServiceUrl(url: URL): boolean {
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '')
    return false;
  const host = url.hostname;
  return EXACT_HOSTS.has(host) || HOST_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

function resolveInTime(resolve: ResolveHost, hostname: string): Promise<LookupAddress[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('resolve timed out')), RESOLVE_TIMEOUT_MS);
  });
  return Promise.race([resolve(hostname), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Decides whether the server may send to `endpoint`: a known push service's https URL whose host resolves, now,
 * only to public addresses. Asked when a browser subscribes and again by the worker right before each send
 * (DNS may have changed since).
 */
export async function vetPushEndpoint(
  endpoint: string,
  policy: PushEndpointPolicy,
): Promise<PushEndpointVerdict> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: 'not_push_service' };
  }
  if (policy.testOrigins.includes(url.origin)) return { ok: true, url, addresses: null };
  // An IP literal names no push service; the check is on the name, never on a number.
  if (!isPushServiceUrl(url) || isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) {
    return { ok: false, reason: 'not_push_service' };
  }
  let addresses: LookupAddress[];
  try {
    addresses = await resolveInTime(policy.resolveHost, url.hostname);
  } catch {
    return { ok: false, reason: 'unresolvable' };
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolvable' };
  // One private address is enough to refuse: the connection could use any of them.
  if (!addresses.every((a) => isPublicAddress(a.address))) return { ok: false, reason: 'private_address' };
  return { ok: true, url, addresses };
}
