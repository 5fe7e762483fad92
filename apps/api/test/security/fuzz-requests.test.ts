import { describe, expect, it } from 'vitest';
import { buildRequest, type FuzzActor, type FuzzRoute } from '../fuzz/build-request';
import { bystanderRows } from '../fuzz/bystander-rows';
import { responseFault } from '../fuzz/check-response';
import { createFuzzWorld } from '../fuzz/fuzz-world';
import { createRng, fuzzSeed, type Rng } from '../fuzz/prng';
import { useTestApp } from '../helpers/test-app';

// Issue 17 "Fuzzing": requests generated from the contracts' zod schemas — valid, at the limits and malformed —
// from a customer, a cleaner, an admin and nobody, against the real app and database.
const t = useTestApp();

const REQUESTS = 10_000;
/** Requests in flight together (the app's pool has 20 connections). */
const BATCH = 20;

/** Every /api route with its request schemas; sign-out is sent only without a session (it would end it). */
function fuzzRoutes(): (FuzzRoute & { access: unknown })[] {
  const access = new Map(t.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.access]));
  return [...t.app.routeSchemas]
    .map(([key, schema]) => {
      const [method, url] = key.split(' ') as [string, string];
      return { method, url, schema, access: access.get(key) ?? 'public' };
    })
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD');
}

/** Each valid body hashes a password (scrypt, tens of ms of CPU): drawn less often to keep the run short. */
const PASSWORD_HASHING = new Set(['/api/auth/sign-up/email', '/api/auth/sign-in/email']);

/** Mostly routes the actor may call (deeper code runs), sometimes any route. */
function pickRoute(routes: ReturnType<typeof fuzzRoutes>, actor: FuzzActor, rng: Rng) {
  const allowed = routes.filter((r) => {
    if (r.url === '/api/auth/sign-out') return !actor.cookie;
    if (PASSWORD_HASHING.has(r.url) && !rng.chance(0.3)) return false;
    if (!rng.chance(0.85)) return true;
    if (r.access === 'public') return true;
    if (!actor.cookie) return false;
    return r.access === 'signed-in' || (Array.isArray(r.access) && r.access.includes(actor.name));
  });
  return rng.pick(allowed);
}

describe('fuzzing the API from its contracts', () => {
  it(`${REQUESTS} generated requests: no 5xx, every 4xx is problem+json, nobody else's rows change`, async () => {
    const seed = fuzzSeed();
    const rng = createRng(seed);
    console.info(`fuzz: seed ${seed} (replay with FUZZ_SEED=${seed})`);
    const world = await createFuzzWorld(t.app, t.db);
    const before = await bystanderRows(t.db, world.bystanders);
    const routes = fuzzRoutes();
    expect(routes.length).toBeGreaterThan(40);

    const faults = new Map<string, { count: number; example: string }>();
    const statuses = new Map<number, number>();
    const started = performance.now();
    let sent = 0;
    while (sent < REQUESTS) {
      const batch = Array.from({ length: BATCH }, () => {
        const actor = rng.pick(world.actors);
        const route = pickRoute(routes, actor, rng);
        // Admins act on anyone's records by design (refunds, cancellations, approval, suspension): the
        // bystanders' ids go to everyone else, who must never change them.
        const foreign = actor.name === 'admin' ? [] : world.foreignIds;
        return { actor, route, ...buildRequest(route, actor, rng, foreign) };
      });
      const answers = await Promise.all(batch.map((b) => t.app.inject(b.options)));
      answers.forEach((res, i) => {
        const { actor, route, kind, options } = batch[i] as (typeof batch)[number];
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        // Records the fuzzer creates become path parameters of later requests.
        if (res.statusCode === 201 && actor.ids.length < 60) {
          const id = (res.json() as { id?: unknown }).id;
          if (typeof id === 'string') actor.ids.push(id);
        }
        const fault = responseFault(res);
        if (!fault) return;
        const key = `${route.method} ${route.url} → ${fault}`;
        const seen = faults.get(key) ?? {
          count: 0,
          example: `${actor.name} ${kind} ${options.method} ${String(options.url).slice(0, 150)} body=${String(options.payload ?? '').slice(0, 150)} → ${res.body.slice(0, 300)}`,
        };
        faults.set(key, { ...seen, count: seen.count + 1 });
      });
      sent += batch.length;
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `fuzz: ${sent} requests in ${seconds.toFixed(1)} s over ${routes.length} routes, seed ${seed}; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );

    expect(Object.fromEntries(faults)).toEqual({});
    expect(await bystanderRows(t.db, world.bystanders)).toEqual(before);
    // The fuzzer reached past validation: some requests were accepted and some records were created.
    expect(statuses.get(200)).toBeGreaterThan(500);
    const writes = (statuses.get(201) ?? 0) + (statuses.get(204) ?? 0);
    expect(writes).toBeGreaterThanOrEqual(5);
  }, 300_000);
});
