import {
  createBooking,
  createCleaner,
  createCustomer,
  createDb,
  type DbHandle,
  invoiceCounters,
  invoices,
} from '@limpa/db';
import type { InvoiceCountry } from '@limpa/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IssueInvoiceInput, issueInvoice } from '../../src/modules/invoices/invoices.repository';
import { createTestDatabase } from '../helpers/test-app';

/**
 * Gapless invoice numbers (docs/product-rules.md#invoices, decision 075). Two connection pools stand for two
 * API processes. Each test numbers its own year, so the tests share one database without sharing a counter;
 * the dates are passed in, never read from the clock.
 */

let one: DbHandle;
let two: DbHandle;
const bookingOf: Partial<Record<InvoiceCountry, string>> = {};
let customerId: string | undefined;

beforeAll(async () => {
  const { url } = await createTestDatabase();
  one = createDb(url, { max: 10 });
  two = createDb(url, { max: 10 });
  const customer = await createCustomer(one.db);
  customerId = customer.user.id;
  const cleaner = await createCleaner(one.db);
  for (const country of ['PT', 'CA'] as const) {
    const booking = await createBooking(one.db, {
      customerId: customer.user.id,
      cleanerId: cleaner.user.id,
      country,
      bookingDate: '2030-06-03',
      bookingTime: '10:00',
    });
    bookingOf[country] = booking.id;
  }
});

afterAll(async () => {
  await one?.close();
  await two?.close();
});

let keys = 0;
function input(
  country: InvoiceCountry,
  issuedAt: string,
  over: Partial<IssueInvoiceInput> = {},
): IssueInvoiceInput {
  keys += 1;
  return {
    sourceKey: `charge-${keys}`,
    bookingId: bookingOf[country]!,
    kind: 'invoice',
    country,
    currency: country === 'PT' ? 'EUR' : 'CAD',
    lines: [{ kind: 'visit', subtotalCents: 6000, taxes: [], totalCents: 6000 }],
    taxIncluded: country === 'PT',
    customerId: customerId!,
    customer: { name: 'Ana Silva', billingAddress: 'Rua Augusta 100, 1100-053 Lisboa', taxId: '123456789' },
    serviceId: null,
    visitDate: '2030-06-03',
    cleanerName: null,
    issuedAt: new Date(issuedAt),
    ...over,
  };
}

const seqsOf = async (country: InvoiceCountry, year: number) =>
  (
    await one.db
      .select({ seq: invoices.seq, number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.country, country), eq(invoices.year, year)))
      .orderBy(asc(invoices.seq))
  ).map((r) => r.seq);

const lastNumberOf = async (country: InvoiceCountry, year: number) =>
  (
    await one.db
      .select({ lastNumber: invoiceCounters.lastNumber })
      .from(invoiceCounters)
      .where(and(eq(invoiceCounters.country, country), eq(invoiceCounters.year, year)))
  )[0]?.lastNumber;

const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

class RolledBack extends Error {}

describe('issueInvoice', () => {
  it('numbers a parallel burst 1…N per country from two processes, with rolled-back issues leaving no gap', async () => {
    const attempts = Array.from({ length: 36 }, (_, i) => {
      const country: InvoiceCountry = i % 2 === 0 ? 'PT' : 'CA';
      const pool = i % 4 < 2 ? one : two;
      const rollBack = i % 12 === 4 || i % 12 === 5;
      return pool.db.transaction(async (tx) => {
        const { invoice } = await issueInvoice(tx, input(country, '2031-06-15T12:00:00Z'));
        if (rollBack) throw new RolledBack();
        return invoice;
      });
    });
    const settled = await Promise.allSettled(attempts);
    const failures = settled.filter((s) => s.status === 'rejected');
    expect(failures).toHaveLength(6);
    for (const f of failures) expect((f as PromiseRejectedResult).reason).toBeInstanceOf(RolledBack);

    expect(await seqsOf('PT', 2031)).toEqual(oneToN(15));
    expect(await seqsOf('CA', 2031)).toEqual(oneToN(15));
    expect(await lastNumberOf('PT', 2031)).toBe(15);
    expect(await lastNumberOf('CA', 2031)).toBe(15);
    const numbers = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value.number] : []));
    expect(new Set(numbers).size).toBe(30);
    expect(numbers).toContain('PT-2031/000015');
    expect(numbers).toContain('CA-2031/000001');
  });

  it('gives a rolled-back number to the next issue', async () => {
    const first = await one.db.transaction((tx) => issueInvoice(tx, input('PT', '2032-03-01T10:00:00Z')));
    const lost = input('PT', '2032-03-01T10:05:00Z');
    await expect(
      two.db.transaction(async (tx) => {
        await issueInvoice(tx, lost);
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    const next = await one.db.transaction((tx) => issueInvoice(tx, input('PT', '2032-03-01T10:10:00Z')));

    expect(first.invoice.number).toBe('PT-2032/000001');
    expect(next.invoice.number).toBe('PT-2032/000002');
    const [kept] = await one.db.select().from(invoices).where(eq(invoices.sourceKey, lost.sourceKey));
    expect(kept).toBeUndefined();
  });

  it('answers the same document for a repeated source key and takes no number', async () => {
    const charge = input('CA', '2033-05-01T15:00:00Z');
    const first = await one.db.transaction((tx) => issueInvoice(tx, charge));
    const again = await two.db.transaction((tx) =>
      issueInvoice(tx, {
        ...charge,
        lines: [{ kind: 'visit', subtotalCents: 1, taxes: [], totalCents: 1 }],
        issuedAt: new Date('2033-05-02T15:00:00Z'),
      }),
    );

    expect(first.issued).toBe(true);
    expect(again).toEqual({ invoice: first.invoice, issued: false });
    expect(await lastNumberOf('CA', 2033)).toBe(1);
    const next = await one.db.transaction((tx) => issueInvoice(tx, input('CA', '2033-05-03T15:00:00Z')));
    expect(next.invoice.number).toBe('CA-2033/000002');
  });

  it('issues one document when the same new source key arrives in parallel', async () => {
    const refund = input('PT', '2036-02-01T09:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 === 0 ? one : two).db.transaction((tx) => issueInvoice(tx, refund)),
      ),
    );

    expect(results.filter((r) => r.issued)).toHaveLength(1);
    expect(new Set(results.map((r) => r.invoice.id)).size).toBe(1);
    expect(await seqsOf('PT', 2036)).toEqual([1]);
    expect(await lastNumberOf('PT', 2036)).toBe(1);
  });

  it("starts each year at 000001, by the year on the country's calendar", async () => {
    const issue = (country: InvoiceCountry, at: string) =>
      one.db.transaction(async (tx) => (await issueInvoice(tx, input(country, at))).invoice.number);

    expect(await issue('PT', '2034-12-31T23:00:00Z')).toBe('PT-2034/000001');
    expect(await issue('PT', '2034-12-31T23:59:00Z')).toBe('PT-2034/000002');
    expect(await issue('PT', '2035-01-01T00:00:00Z')).toBe('PT-2035/000001');
    // 03:00 UTC on 1 January is still 31 December in Toronto.
    expect(await issue('CA', '2035-01-01T03:00:00Z')).toBe('CA-2034/000001');
    expect(await issue('CA', '2035-01-01T05:00:00Z')).toBe('CA-2035/000001');
  });

  it('numbers credit notes in the same series and holds them to their invoice', async () => {
    const charged = await one.db.transaction((tx) => issueInvoice(tx, input('PT', '2037-04-01T10:00:00Z')));
    const credit = await one.db.transaction((tx) =>
      issueInvoice(
        tx,
        input('PT', '2037-04-02T10:00:00Z', { kind: 'credit_note', creditsInvoiceId: charged.invoice.id }),
      ),
    );
    expect(credit.invoice).toMatchObject({
      number: 'PT-2037/000002',
      kind: 'credit_note',
      creditsInvoiceId: charged.invoice.id,
    });

    // A credit note without its invoice is refused by the database, and its number goes back.
    await expect(
      one.db.transaction((tx) =>
        issueInvoice(tx, input('PT', '2037-04-03T10:00:00Z', { kind: 'credit_note' })),
      ),
    ).rejects.toMatchObject({ cause: { constraint: 'invoices_credits_ck' } });
    expect(await lastNumberOf('PT', 2037)).toBe(2);
  });
});
