import { auditLog, profiles, taxRates } from '@limpa/db';
import { parseTaxRate, TAX_RATE_DEFAULTS } from '@limpa/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { taxProfileFor } from '../../src/modules/tax/tax-profile-for';
import { expectProblem, signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';
import { ADMIN, adminOfFile, getOk, type Json, send } from './helpers';

const t = useTestApp();
const admin = adminOfFile(t);
const URL = `${ADMIN}/tax-rates`;

/** Lisbon's date as the database sees it, and days around it far enough that midnight never falls between. */
let today = '';
const day = (offset: number) => {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
beforeAll(async () => {
  const result = await t.db.execute<{ today: string }>(
    sql`select to_char(now() at time zone 'Europe/Lisbon', 'YYYY-MM-DD') as today`,
  );
  today = result.rows[0]!.today;
});

const schedule = (body: Json, cookie = admin.cookie) => send(t.app, 'POST', cookie, URL, body);
const rateRows = () => t.db.select().from(taxRates);

describe('tax rates: the seeded table', () => {
  it('holds the domain defaults from 2026-01-01', async () => {
    const rows = await rateRows();
    const seeded = rows.filter((r) => r.createdBy === null);
    expect(seeded.map((r) => [r.country, r.region, r.code, r.rateParts, r.effectiveFrom]).sort()).toEqual(
      TAX_RATE_DEFAULTS.map((r) => [
        r.country,
        r.region,
        r.code,
        parseTaxRate(r.rate),
        r.effectiveFrom,
      ]).sort(),
    );
  });

  it('answers the rates in force per place, HST provinces still carrying the GST row for the domain to drop', async () => {
    const ratesIn = async (address: { country: string; province?: string; district?: string }, day: string) =>
      (await taxProfileFor(t.db, address, day)).rates;
    const on = await taxProfileFor(t.db, { country: 'canada', province: 'ON' }, '2026-06-01');
    expect(on.taxIncluded).toBe(false);
    expect(on.rates).toEqual([
      { code: 'GST', rate: '0.05' },
      { code: 'HST', rate: '0.13' },
    ]);
    expect(await ratesIn({ country: 'canada', province: 'Québec' }, '2026-06-01')).toEqual([
      { code: 'GST', rate: '0.05' },
      { code: 'QST', rate: '0.09975' },
    ]);
    const azores = await taxProfileFor(t.db, { country: 'portugal', district: 'Açores' }, '2026-06-01');
    expect(azores).toEqual({ taxIncluded: true, rates: [{ code: 'IVA', rate: '0.16' }] });
    expect(await ratesIn({ country: 'portugal', district: 'Madeira' }, '2025-12-31')).toEqual([]);
    // A Canadian address with no known province pays the whole country's rates only.
    expect(await ratesIn({ country: 'canada' }, '2026-06-01')).toEqual([{ code: 'GST', rate: '0.05' }]);
  });
});

describe('admin tax rates', () => {
  it('lists every row with today and its status', async () => {
    const body = await getOk(t.app, admin.cookie, URL);
    expect(body.today).toBe(today);
    const mainland = body.rates.find((r: Json) => r.region === 'mainland');
    expect(mainland).toMatchObject({
      country: 'portugal',
      code: 'IVA',
      rate: '0.23',
      effectiveFrom: '2026-01-01',
    });
    expect(mainland.status).toBe(today >= '2026-01-01' ? 'in_force' : 'scheduled');
  });

  it('schedules a rate, audits it, and the list marks it scheduled', async () => {
    const from = day(400);
    const res = await schedule({
      country: 'canada',
      region: 'BC',
      code: 'PST',
      rate: '0.0700',
      effectiveFrom: from,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      country: 'canada',
      region: 'BC',
      code: 'PST',
      rate: '0.07',
      status: 'scheduled',
    });
    const [row] = await t.db
      .select()
      .from(taxRates)
      .where(and(eq(taxRates.region, 'BC'), eq(taxRates.effectiveFrom, from)));
    expect(row).toMatchObject({ rateParts: 7000, createdBy: admin.userId });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'tax_rate_scheduled'));
    expect(audit).toContainEqual(
      expect.objectContaining({
        actorId: admin.userId,
        field: 'PST canada BC',
        oldValue: null,
        newValue: `0.07 from ${from}`,
      }),
    );
    const list = await getOk(t.app, admin.cookie, URL);
    expect(list.rates.find((r: Json) => r.region === 'BC')).toMatchObject({
      status: 'scheduled',
      rate: '0.07',
    });
    expect((await taxProfileFor(t.db, { country: 'canada', province: 'BC' }, from)).rates).toEqual([
      { code: 'GST', rate: '0.05' },
      { code: 'PST', rate: '0.07' },
    ]);
  });

  it('puts a rate from today in force at once, the earlier one replaced, the old rate audited', async () => {
    const res = await schedule({
      country: 'canada',
      region: null,
      code: 'GST',
      rate: '0.06',
      effectiveFrom: today,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('in_force');
    const gst = (await getOk(t.app, admin.cookie, URL)).rates.filter((r: Json) => r.code === 'GST');
    expect(gst.map((r: Json) => [r.rate, r.status])).toEqual([
      ['0.05', 'replaced'],
      ['0.06', 'in_force'],
    ]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.field, 'GST canada'));
    expect(audit).toMatchObject({ oldValue: '0.05', newValue: `0.06 from ${today}` });
  });

  it('refuses a second rate for the same place, tax and day (409), the whole country included', async () => {
    const body = { country: 'canada', region: null, code: 'GST', rate: '0.07', effectiveFrom: today };
    expect(expectProblem(await schedule(body), 409).code).toBe('tax_rate_exists');
    const madeira = {
      country: 'portugal',
      region: 'madeira',
      code: 'IVA',
      rate: '0.21',
      effectiveFrom: day(30),
    };
    expect((await schedule(madeira)).statusCode).toBe(201);
    expect(expectProblem(await schedule({ ...madeira, rate: '0.2' }), 409).code).toBe('tax_rate_exists');
  });

  it('refuses a past day, in the caller language, writing nothing', async () => {
    const before = (await rateRows()).length;
    const res = await send(t.app, 'POST', admin.cookie, URL, {
      country: 'portugal',
      region: 'mainland',
      code: 'IVA',
      rate: '0.22',
      effectiveFrom: day(-2),
    });
    expect(expectProblem(res, 422).code).toBe('tax_rate_in_past');
    await t.db.update(profiles).set({ locale: 'fr-CA' }).where(eq(profiles.id, admin.profileId));
    const fr = await schedule({
      country: 'portugal',
      region: 'mainland',
      code: 'IVA',
      rate: '0.22',
      effectiveFrom: day(-1),
    });
    await t.db.update(profiles).set({ locale: 'en' }).where(eq(profiles.id, admin.profileId));
    expect(fr.json()).toMatchObject({ title: 'Date passée', detail: expect.stringContaining(`(${today})`) });
    expect((await rateRows()).length).toBe(before);
  });

  it('refuses a tax the place does not pay and a rate outside 0–0.5 (422)', async () => {
    const from = day(60);
    for (const [country, region, code] of [
      ['canada', 'ON', 'GST'],
      ['canada', 'ON', 'PST'],
      ['canada', 'QC', 'HST'],
      ['canada', null, 'HST'],
      ['canada', 'ZZ', 'PST'],
      ['portugal', null, 'IVA'],
      ['portugal', 'mainland', 'GST'],
      ['portugal', 'ON', 'IVA'],
    ]) {
      const res = await schedule({ country, region, code, rate: '0.1', effectiveFrom: from });
      expect(expectProblem(res, 422).code, `${country} ${region} ${code}`).toBe('tax_code_not_levied');
    }
    for (const rate of ['0.50001', '0.6', '1', '2.5']) {
      const res = await schedule({ country: 'canada', region: 'ON', code: 'HST', rate, effectiveFrom: from });
      expect(expectProblem(res, 422).code, rate).toBe('tax_rate_out_of_range');
    }
    const half = await schedule({
      country: 'canada',
      region: 'ON',
      code: 'HST',
      rate: '0.5',
      effectiveFrom: from,
    });
    expect(half.statusCode, half.body).toBe(201);
    const zero = await schedule({
      country: 'canada',
      region: 'AB',
      code: 'PST',
      rate: '0',
      effectiveFrom: from,
    });
    expect(zero.statusCode, zero.body).toBe(201);
  });

  it('refuses malformed bodies (400)', async () => {
    const good = { country: 'canada', region: 'ON', code: 'HST', rate: '0.13', effectiveFrom: day(90) };
    for (const body of [
      {},
      { ...good, rate: '13%' },
      { ...good, rate: 0.13 },
      { ...good, rate: '0.123456' },
      { ...good, rate: '-0.1' },
      { ...good, code: 'VAT' },
      { ...good, country: 'spain' },
      { ...good, effectiveFrom: '2027-02-30x' },
      { ...good, extra: 1 },
    ]) {
      expectProblem(await schedule(body), 400);
    }
  });

  it('is for admins only (403 for others, 401 signed out)', async () => {
    const customer = await signUp(t.app, { role: 'customer' });
    expect(
      (await t.app.inject({ method: 'GET', url: URL, headers: { cookie: customer.cookie } })).statusCode,
    ).toBe(403);
    const body = { country: 'canada', region: 'ON', code: 'HST', rate: '0.13', effectiveFrom: day(120) };
    expect((await schedule(body, customer.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
