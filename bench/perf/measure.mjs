// One measured path: autocannon for a bounded time (or count) against a loopback URL.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** Linux's USER_HZ: /proc reports CPU time in hundredths of a second. */
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds a process has used (Linux /proc), or NaN elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

const LOOPBACK = /^http:\/\/127\.0\.0\.1:\d+$/;

export async function measure(
  base,
  { path, method = 'GET', headers = {}, requests, seconds, amount, connections, pid },
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
  const cpuBefore = pid ? cpuSeconds(pid) : Number.NaN;
  const result = await autocannon(options);
  // The server's own CPU per answer: unlike req/s, it hardly moves when other work shares the machine.
  const cpuAfter = pid ? cpuSeconds(pid) : Number.NaN;
  const cpuUsPerRequest = Math.round(((cpuAfter - cpuBefore) * 1e6) / result.requests.total);
  return {
    cpuUsPerRequest: Number.isFinite(cpuUsPerRequest) ? cpuUsPerRequest : null,
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
