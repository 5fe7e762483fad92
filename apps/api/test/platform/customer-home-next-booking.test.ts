// The painted customer home's next-booking card (decision 041): where the page the build rendered has the
// booking's skeleton, the API puts the card the web build's renderer draws for the customer's next booking,
// with that booking as JSON for the app's first render, or keeps the skeleton when it cannot.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PAINTED_HOME, PAINTED_NAME_TOKENS } from '@limpa/contracts';
import { bookings, profiles, users } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNextBookingCard } from '../../src/plugins/next-booking-card';
import {
  type NextBookingCard,
  PAINT_WAIT_MS,
  paintedCustomerHome,
} from '../../src/plugins/painted-customer-home';
import { signUp } from '../helpers/auth';
import { pendingBooking } from '../helpers/booking-fixtures';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const INDEX =
  '<!doctype html>\n<html lang="en">\n<head><title>Limpa</title></head>\n<body><div id="root"></div></body>\n</html>';
const [SLOT_START, SLOT_END] = PAINTED_HOME.nextBookingSlot;
const SKELETON = '<div class="skeleton"></div>';
const html = `<p>Hi, ${PAINTED_NAME_TOKENS.firstName}</p>${SLOT_START}${SKELETON}${SLOT_END}<nav>…</nav>`;
const PAGES = {
  brand: 'Limpa',
  pages: Object.fromEntries(['en', 'pt-PT', 'fr-CA'].map((l) => [l, { title: 'Home | Limpa', html }])),
};
// Stands in for the web build's renderer (apps/web/src/prerender/render-next-booking-card.tsx).
const RENDERER = `export function renderNextBookingCard(booking, locale) {
  return '<section lang="' + locale + '">' + (booking ? booking.id + ' ' + booking.status : 'none') + '</section>';
}`;

let withCard: string;
let withoutCard: string;
let t: TestApp;
let noRenderer: TestApp;

async function writeDist(renderer: boolean) {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'limpa-web-next-booking-'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await mkdir(path.join(dist, 'prerendered'));
  await writeFile(path.join(dist, 'prerendered', 'customer-home.json'), JSON.stringify(PAGES));
  if (renderer) await writeFile(path.join(dist, 'prerendered', 'next-booking-card.mjs'), RENDERER);
  return dist;
}

beforeAll(async () => {
  [withCard, withoutCard] = await Promise.all([writeDist(true), writeDist(false)]);
  t = await buildTestApp({ env: { WEB_DIST: withCard } });
  noRenderer = await buildTestApp({ env: { WEB_DIST: withoutCard } });
});

afterAll(async () => {
  await Promise.all([t?.close(), noRenderer?.close()]);
  await Promise.all([withCard, withoutCard].map((d) => d && rm(d, { recursive: true, force: true })));
});

const home = (app: TestApp, cookie: string) =>
  app.app.inject({
    method: 'GET',
    url: '/customer/dashboard',
    headers: { cookie, 'accept-language': 'en', 'accept-encoding': 'identity' },
  });

/** The JSON the page carries for the app, parsed: whose booking, and the booking. */
function paintedData(body: string): { userId: string; booking: Record<string, unknown> | null } {
  const found = body.match(/<script type="application\/json" id="painted-next-booking">(.*?)<\/script>/);
  if (!found) throw new Error('no painted booking in the page');
  return JSON.parse(found[1] as string);
}

/** A customer with a pending booking ahead, named so that the page is painted. */
async function customerWithBooking() {
  const { id, customer } = await pendingBooking(t.app, t.db);
  await t.db
    .update(profiles)
    .set({ firstName: 'Rita', locale: 'en' })
    .where(eq(profiles.userId, customer.userId));
  return { id, cookie: customer.cookie, userId: customer.userId };
}

describe('the painted home’s next-booking card', () => {
  it('is the card for the customer’s next booking, with the booking the API answers for the app', async () => {
    const { id, cookie, userId } = await customerWithBooking();
    const res = await home(t, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<p>Hi, Rita</p><script type="application/json" id="painted-next-booking">`);
    expect(res.body).toContain(`</script><section lang="en">${id} pending</section><nav>`);
    expect(res.body).not.toContain(SKELETON);
    expect(res.body).not.toContain('%%limpa');
    const answer = await t.app.inject({
      method: 'GET',
      url: PAINTED_HOME.nextBookingRequest,
      headers: { cookie },
    });
    expect(paintedData(res.body)).toEqual({ userId, booking: answer.json().items[0] });
  });

  it('is the prompt to book one for a customer without a booking ahead', async () => {
    const { cookie, email } = await signUp(t.app, { role: 'customer', locale: 'en' });
    await t.db
      .update(profiles)
      .set({ firstName: 'Nuno' })
      .where(eq(profiles.userId, await userIdIn(t, email)));
    const res = await home(t, cookie);
    expect(res.body).toContain('<section lang="en">none</section>');
    expect(paintedData(res.body)).toEqual({ userId: await userIdIn(t, email), booking: null });
  });

  it('keeps any text of the booking inside its JSON: nothing closes the script element or fills a token', async () => {
    const { id, cookie } = await customerWithBooking();
    const [start, end] = PAINTED_HOME.nextBookingSlot;
    const text = `</script><img src=x onerror=alert(1)><!-- ${PAINTED_NAME_TOKENS.firstName} ${start}$&${end}`;
    await t.db.update(bookings).set({ specialInstructions: text }).where(eq(bookings.id, id));
    const res = await home(t, cookie);
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
    expect(paintedData(res.body).booking?.specialInstructions).toBe(text);
    expect(res.body).toContain('<p>Hi, Rita</p><script');
  });

  it('serves nothing of what the API reads from the build to browsers, however the path is spelled', async () => {
    const file = 'prerendered/next-booking-card.mjs';
    for (const url of [
      `/${file}`,
      `//${file}`,
      `/./${file}`,
      `/%2e/${file}`,
      `/x/../${file}`,
      `/x/%2e%2e/${file}`,
      '/assets/%2e%2e/prerendered/customer-home.json',
      '/PRERENDERED/customer-home.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('renderNextBookingCard');
      expect(res.body, url).not.toContain('Home | Limpa');
    }
  });

  it('keeps the skeleton, without its tokens, when the build has no renderer', async () => {
    const { cookie, email } = await signUp(noRenderer.app, { role: 'customer', locale: 'en' });
    const id = await userIdIn(noRenderer, email);
    await noRenderer.db.update(profiles).set({ firstName: 'Vera' }).where(eq(profiles.userId, id));
    const res = await home(noRenderer, cookie);
    expect(res.body).toContain(`<p>Hi, Vera</p>${SKELETON}<nav>`);
    expect(res.body).not.toContain('painted-next-booking');
  });

  it('keeps the skeleton when the booking cannot be read, the card cannot be drawn, or not by the deadline', async () => {
    const { cookie } = await customerWithBooking();
    const auth = await t.app.resolveAuth({ headers: { cookie } } as never);
    const warnings: unknown[] = [];
    const request = {
      headers: { cookie, 'accept-language': 'en' },
      log: { warn: (...a: unknown[]) => warnings.push(a) },
    };
    const sent: string[] = [];
    const reply = { header: () => reply, type: () => reply, send: (body: string) => sent.push(body) };
    const render = () => '<section>card</section>';
    // The painted home for this customer, with the card's renderer and read given.
    const homeWith = (card: NextBookingCard) =>
      paintedCustomerHome(
        withCard,
        'Limpa',
        () => undefined,
        async () => auth,
        card,
      );
    const failing = homeWith({ render, read: () => Promise.reject(new Error('the database went away')) });
    await failing(request as never, reply as never, PAINTED_HOME.path);
    expect(sent.at(-1)).toContain(`${SKELETON}<nav>`);
    expect(warnings).toHaveLength(1);

    const throwing = homeWith({
      render: () => {
        throw new Error('a renderer from another build');
      },
      read: async () => null,
    });
    await throwing(request as never, reply as never, PAINTED_HOME.path);
    expect(sent.at(-1)).toContain(`${SKELETON}<nav>`);
    expect(warnings).toHaveLength(2);

    const slow = homeWith({ render, read: () => new Promise(() => {}) });
    vi.useFakeTimers();
    try {
      const answer = slow(request as never, reply as never, PAINTED_HOME.path);
      await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS);
      await answer;
    } finally {
      vi.useRealTimers();
    }
    expect(sent.at(-1)).toContain(`<p>Hi, Rita</p>${SKELETON}<nav>`);
    expect(sent.at(-1)).not.toContain('card');
  });
});

describe('loading the renderer', () => {
  it('gives none, and says why, when the build’s file does not load or draws nothing', async () => {
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) };
    const broken: [source: string, label: string][] = [
      ['throw new Error("a broken build");', 'throws'],
      ['export const somethingElse = 1;', 'no renderer'],
    ];
    for (const [source, label] of broken) {
      const dist = await mkdtemp(path.join(os.tmpdir(), 'limpa-web-broken-card-'));
      try {
        await mkdir(path.join(dist, 'prerendered'));
        await writeFile(path.join(dist, 'prerendered', 'next-booking-card.mjs'), source);
        expect(await loadNextBookingCard(dist, log as never), label).toBeUndefined();
      } finally {
        await rm(dist, { recursive: true, force: true });
      }
    }
    expect(warnings).toHaveLength(2);
    expect(typeof (await loadNextBookingCard(withCard, log as never))).toBe('function');
  });
});

async function userIdIn(app: TestApp, email: string) {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}
