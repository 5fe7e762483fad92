import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { ACTORS, type Actor, buildWorld, type Owner, type World } from './authorization-fixtures';
import { AUTHORIZATION, type Rule } from './authorization-table';

const t = useTestApp();
let world: World;
beforeAll(async () => {
  world = await buildWorld(t.app, t.db);
}, 60_000);

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

function call(rule: Rule, method: string, url: string, actor: Actor, param?: string) {
  const cookie = actor === 'signedOut' ? undefined : world.people[actor].cookie;
  return t.app.inject({
    method: method as 'GET',
    url: param === undefined ? url : url.replace(/:[A-Za-z]+/, param),
    headers: cookie ? { cookie } : {},
    payload:
      method === 'GET' || method === 'DELETE'
        ? undefined
        : typeof rule.body === 'function'
          ? rule.body(world)
          : (rule.body ?? {}),
  });
}

/** Any answer but "who are you" / "not you" (/ "no such thing"), and never a server error. */
function expectReached(res: LightMyRequestResponse, what: string, refused = [401, 403, 404]) {
  expect(refused, `${what}: ${res.body}`).not.toContain(res.statusCode);
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
}

/** Someone else's thing, from where `actor` stands: the other customer's, or a stranger's. */
const otherOwner = (actor: Actor): Owner =>
  actor === 'customerA' ? 'customerB' : actor === 'customerB' ? 'customerA' : 'stranger';

async function walk(method: string, url: string, rule: Rule, actor: Actor) {
  const what = `${method} ${url} as ${actor}`;
  const param = rule.param;
  const placeholder = param?.kind === 'fixed' ? param.value : param ? UNKNOWN_ID : undefined;
  const send = (value?: string) => call(rule, method, url, actor, value);
  if (!rule.allowed.includes(actor)) {
    const res = await send(placeholder);
    // A suspended person's session ended with the suspension (401); one that outlived it is refused (403).
    const refusal = actor === 'signedOut' ? [401] : actor === 'suspended' ? [401, 403] : [403];
    expect(refusal, `${what}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    return;
  }
  if (!param) return expectReached(await send(), what);
  // A step number or a file name that does not exist is a plain 404: only the access rule is checked.
  if (param.kind === 'fixed') return expectReached(await send(placeholder), what, [401, 403]);

  const unknown = await send(UNKNOWN_ID);
  const unknownStatus = param.kind === 'public' ? (param.unknownStatus ?? 404) : 404;
  expect(unknown.statusCode, `${what}, unknown id: ${unknown.body}`).toBe(unknownStatus);
  if (param.kind === 'public')
    return expectReached(await send(await param.existing(world)), `${what}, existing`);

  const theirs = await send(await param.make(world, otherOwner(actor)));
  if (param.seenByAll?.includes(actor)) expectReached(theirs, `${what}, anyone's`);
  else expect(theirs.statusCode, `${what}, someone else's: ${theirs.body}`).toBe(404);
  if (param.owners.includes(actor)) expectReached(await send(await param.make(world, actor)), `${what}, own`);
}

describe('the authorization matrix', () => {
  it('has one row for every route, and no row for a route that does not exist', () => {
    const routes = t.app.routeTable.map(keyOf).sort();
    expect(Object.keys(AUTHORIZATION).sort()).toEqual(routes);
  });

  it.each(Object.entries(AUTHORIZATION))('%s', async (key, rule) => {
    const [method, url] = key.split(' ') as [string, string];
    for (const actor of ACTORS) await walk(method, url, rule, actor);
  });
});
