// Load benchmark for the read paths people hit most. Runs against an app that is already running
// (`npm start`, demo data seeded): `BENCH_URL=http://127.0.0.1:3000 npm run api -w @limpa/bench`.
// Bounded: each scenario runs for BENCH_SECONDS (default 10) and only targets the given local URL.
import autocannon from 'autocannon';

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(base)) {
  throw new Error(`BENCH_URL must be a loopback address, got ${base}`);
}

async function signIn(email, password) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const cookie = await signIn('customer@limpa.test', 'limpa-demo-2026');
const scenarios = [
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET /api/v1/services', path: '/api/v1/services' },
  { name: 'GET /api/v1/me', path: '/api/v1/me', cookie },
  { name: 'GET /api/v1/providers?sort=rating', path: '/api/v1/providers?sort=rating', cookie },
  { name: 'GET /api/v1/bookings?when=upcoming', path: '/api/v1/bookings?when=upcoming', cookie },
];

const rows = [];
for (const s of scenarios) {
  const result = await autocannon({
    url: base + s.path,
    connections,
    duration: seconds,
    headers: s.cookie ? { cookie: s.cookie } : {},
  });
  rows.push({
    scenario: s.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  });
}
console.table(rows);
