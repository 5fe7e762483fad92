// One measured path: autocannon for a bounded time (or count) against a loopback URL.
import autocannon from 'autocannon';

const LOOPBACK = /^http:\/\/127\.0\.0\.1:\d+$/;

export async function measure(
  base,
  { path, method = 'GET', headers = {}, requests, seconds, amount, connections },
) {
  if (!LOOPBACK.test(base)) throw new Error(`the bench only targets loopback addresses, not ${base}`);
  const options = {
    url: base + path,
    method,
    headers,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    ...(requests ? { requests } : {}),
  };
  const result = await autocannon(options);
  return {
    reqPerSec: Math.round(result.requests.average),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
    ),
  };
}
