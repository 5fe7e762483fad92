import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

/** How long one push may take, connection included; the in-app entry exists anyway. */
const PUSH_TIMEOUT_MS = 10_000;

export interface PushRequest {
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/**
 * A lookup that answers with the addresses already resolved and checked, so the connection goes to one of those
 * and a second resolution (which DNS could answer differently) never happens.
 */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as (err: null, all: LookupAddress[]) => void)(null, addresses);
      return;
    }
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  };
}

/**
 * POSTs one push to its service and gives the status. `addresses`: the vetted ones to connect to (null only for a
 * test origin, which is an IP literal anyway). TLS still checks the certificate against the URL's host name.
 */
export function sendToPushService(
  url: URL,
  addresses: LookupAddress[] | null,
  request: PushRequest,
): Promise<number> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: request.method,
        headers: request.headers,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        ...(addresses ? { lookup: pinnedLookup(addresses) } : {}),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body ?? undefined);
  });
}
