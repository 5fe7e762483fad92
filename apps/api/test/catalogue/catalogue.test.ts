import { addOns, faqItems, services } from '@limpa/db';
import { SERVICES } from '@limpa/db/catalogue';
import { FAQ } from '@limpa/db/faq';
import { PRICE_TABLE } from '@limpa/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

/** Signed out on purpose: the catalogue is public. */
const get = (url: string) => t.app.inject({ method: 'GET', url });

function expectCacheable(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('public, max-age=300');
}

describe('GET /api/v1/services', () => {
  it('lists the services ordered by name, hiding names that start with "DISABLED" (case-sensitive)', async () => {
    await t.db.insert(services).values([
      { name: 'DISABLED Legacy Clean', description: 'old', basePriceCents: 100, durationHours: 1 },
      { name: 'DISABLED', description: 'old', basePriceCents: 100, durationHours: 1 },
      { name: 'Disabled-Access Home Cleaning', description: 'shown', basePriceCents: 5000, durationHours: 2 },
      { name: 'Aardvark Polish', description: 'first', basePriceCents: 1000, durationHours: 0.5 },
    ]);
    const res = await get('/api/v1/services');
    expectCacheable(res);
    const body = res.json() as { name: string }[];
    expect(body.map((s) => s.name)).toEqual([
      'Aardvark Polish',
      'Carpet Cleaning',
      'Deep Cleaning',
      'Disabled-Access Home Cleaning',
      'Laundry Services',
      'Move-in/Move-out Cleaning',
      'Office Cleaning',
      'Post-Construction Cleaning',
      'Regular House Cleaning',
      'Window Cleaning',
    ]);
    await t.db.delete(services).where(eq(services.name, 'Aardvark Polish'));
  });

  it('answers { id, key, name, description, basePriceCents, durationHours, isDefault, prices } only', async () => {
    const body = (await get('/api/v1/services')).json() as Record<string, unknown>[];
    const regular = body.find((s) => s.name === 'Regular House Cleaning')!;
    expect(Object.keys(regular).sort()).toEqual([
      'basePriceCents',
      'description',
      'durationHours',
      'id',
      'isDefault',
      'key',
      'name',
      'prices',
    ]);
    expect(regular).toMatchObject({
      basePriceCents: 4999,
      durationHours: 2.5,
      id: expect.any(String),
      isDefault: true,
    });
    expect(typeof regular.description).toBe('string');
  });

  it("carries every home type's price and duration in both currencies: the standard table for House Cleaning, the scaled catalogue price for the others", async () => {
    const body = (await get('/api/v1/services')).json() as {
      name: string;
      isDefault: boolean;
      prices: { homeType: string; currency: string; priceCents: number; durationHours: number }[];
    }[];
    const regular = body.find((s) => s.name === 'Regular House Cleaning')!;
    expect(regular.prices).toHaveLength(10);
    expect(regular.prices.filter((p) => p.currency === 'EUR').map((p) => [p.homeType, p.priceCents])).toEqual(
      [
        ['T0', 3500],
        ['T1', 4500],
        ['T2', 5500],
        ['T3', 6500],
        ['T4', 7500],
      ],
    );
    const deep = body.find((s) => s.name === 'Deep Cleaning')!;
    expect(deep.isDefault).toBe(false);
    for (const currency of ['EUR', 'CAD']) {
      expect(deep.prices).toContainEqual({ homeType: 'T0', currency, priceCents: 8999, durationHours: 4 });
      expect(deep.prices).toContainEqual({ homeType: 'T3', currency, priceCents: 16712, durationHours: 8 });
    }
  });
});

describe('GET /api/v1/add-ons', () => {
  it('lists { id, key, name, description, priceCents } ordered by name', async () => {
    const res = await get('/api/v1/add-ons');
    expectCacheable(res);
    const body = res.json() as Record<string, unknown>[];
    expect(body.map((a) => a.name)).toEqual([
      'Balcony Cleaning',
      'Inside the Fridge',
      'Oven Cleaning',
      'Pet Hair Removal',
      'Window Cleaning',
    ]);
    for (const addOn of body) {
      expect(Object.keys(addOn).sort()).toEqual(['description', 'id', 'key', 'name', 'priceCents']);
      expect(Number.isInteger(addOn.priceCents)).toBe(true);
    }
    expect(body.find((a) => a.name === 'Oven Cleaning')).toMatchObject({ priceCents: 2000 });
  });

  it('follows changes (not a hard-coded list)', async () => {
    await t.db.insert(addOns).values({ name: 'Airing Cupboard', description: 'x', priceCents: 500 });
    const body = (await get('/api/v1/add-ons')).json() as { name: string }[];
    expect(body[0]!.name).toBe('Airing Cupboard');
    await t.db.delete(addOns).where(eq(addOns.name, 'Airing Cupboard'));
  });
});

describe('GET /api/v1/pricing', () => {
  it('is the product rules’ price table (the values are pinned by packages/domain pricing tests)', async () => {
    const res = await get('/api/v1/pricing');
    expectCacheable(res);
    expect(res.json()).toEqual(PRICE_TABLE);
  });
});

describe('GET /api/v1/faq', () => {
  it('lists { id, question, answer, category } with the help content of docs/product-rules.md', async () => {
    const res = await get('/api/v1/faq');
    expectCacheable(res);
    const body = res.json() as { id: string; question: string; answer: string; category: string }[];
    for (const item of body) {
      expect(Object.keys(item).sort()).toEqual(['answer', 'category', 'id', 'question']);
    }
    expect(new Set(body.map((f) => f.category))).toEqual(
      new Set(['Pricing', 'Services', 'Booking', 'Payments']),
    );
    const all = body.map((f) => `${f.question} ${f.answer}`).join('\n');
    // The real prices, per currency: House Cleaning's table (the one charged), not the old €49.99.
    expect(all).toMatch(/€35 \/ CA\$35 for a studio[^\n]*€75 \/ CA\$75 for 4 or more/);
    expect(all).not.toMatch(/49\.99/);
    // Overtime: €10 / CA$10 per started 30 minutes (the domain's block fee).
    expect(all).toMatch(/€10 in Portugal and CA\$10 in Canada per started 30 minutes/);
    expect(all).not.toMatch(/€30 per additional hour/);
    // Add-ons include oven, pet hair, balcony, windows.
    const addOnsAnswer = body.find((f) => /add-ons include/i.test(f.answer))!.answer.toLowerCase();
    for (const word of ['oven', 'pet hair', 'balcony', 'window']) expect(addOnsAnswer).toContain(word);
    // Presence at home is not required.
    expect(all).toMatch(/Presence at home is not required/);
  });

  it('follows the sort order', async () => {
    const before = (await get('/api/v1/faq')).json() as { id: string }[];
    const last = before.at(-1)!;
    await t.db.update(faqItems).set({ sortOrder: -1 }).where(eq(faqItems.id, last.id));
    const after = (await get('/api/v1/faq')).json() as { id: string }[];
    expect(after.map((f) => f.id)).toEqual([last.id, ...before.slice(0, -1).map((f) => f.id)]);
  });
});

describe("the catalogue in the caller's language", () => {
  const getIn = (url: string, language: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

  it('services: names and descriptions translated, the English name kept as key', async () => {
    const res = await getIn('/api/v1/services', 'fr-CA');
    expect(res.headers['content-language']).toBe('fr-CA');
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
    const deep = (res.json() as { key: string; name: string; description: string }[]).find(
      (s) => s.key === 'Deep Cleaning',
    )!;
    expect(deep.name).toBe('Grand ménage');
    expect(deep.description).toMatch(/fond en comble/);
  });

  it('add-ons and FAQ in European Portuguese', async () => {
    const addOnsPt = (await getIn('/api/v1/add-ons', 'pt-PT,pt;q=0.9')).json() as {
      key: string;
      name: string;
    }[];
    expect(addOnsPt.find((a) => a.key === 'Inside the Fridge')!.name).toBe('Interior do frigorífico');
    const faqPt = (await getIn('/api/v1/faq', 'pt')).json() as { question: string; category: string }[];
    expect(new Set(faqPt.map((f) => f.category))).toEqual(
      new Set(['Preços', 'Serviços', 'Marcações', 'Pagamentos']),
    );
    expect(faqPt.map((f) => f.question)).toContain('Posso cancelar uma marcação?');
  });

  it('every seeded text exists in every language', async () => {
    for (const language of ['pt-PT', 'fr-CA']) {
      const english = (await getIn('/api/v1/services', 'en')).json() as { key: string; name: string }[];
      const translated = (await getIn('/api/v1/services', language)).json() as {
        key: string;
        name: string;
      }[];
      const seeded = translated.filter((s) => SERVICES.some((seed) => seed.name === s.key));
      expect(seeded).toHaveLength(SERVICES.length);
      for (const service of seeded) expect(service.name, `${language} ${service.key}`).not.toBe(service.key);
      expect(translated.map((s) => s.key)).toEqual(english.map((s) => s.key));
      const faq = (await getIn('/api/v1/faq', language)).json() as { question: string }[];
      for (const seed of FAQ) expect(faq.map((f) => f.question)).not.toContain(seed.question);
    }
  });

  it('a row without a translation falls back to English', async () => {
    await t.db.insert(addOns).values({ name: 'Aaa Garage Sweep', description: 'Swept.', priceCents: 500 });
    const body = (await getIn('/api/v1/add-ons', 'fr-CA')).json() as { key: string; name: string }[];
    expect(body.find((a) => a.key === 'Aaa Garage Sweep')!.name).toBe('Aaa Garage Sweep');
    await t.db.delete(addOns).where(eq(addOns.name, 'Aaa Garage Sweep'));
  });
});
