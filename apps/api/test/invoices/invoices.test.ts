import { bookings, createBooking, invoices, profiles, services } from '@limpa/db';
import { refundTaxShare } from '@limpa/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueBookingInvoice } from '../../src/modules/invoices/issue-booking-invoice';
import { chooseLanguage, expectProblem, signUp } from '../helpers/auth';
import { adminSignedIn, cleanerSignedIn } from '../helpers/booking-fixtures';
import { issueTestCreditNote, issueTestInvoice, PT_IVA, QUEBEC, taxedLine } from '../helpers/invoices';
import { pdfText, plainSpaces as plain } from '../helpers/pdf-text';
import { useTestApp } from '../helpers/test-app';

// Customers' invoices and credit notes (docs/product-rules.md#invoices, decision 080). Documents are issued
// through the module's own functions with lines from computeLineTax, at fixed instants: nothing reads the clock.
const t = useTestApp();

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const userIdOf = async (cookie: string) => (await get('/api/v1/me', cookie)).json().user.id as string;
const pdfOf = async (id: string, cookie: string) => {
  const res = await get(`/api/v1/invoices/${id}.pdf`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { res, text: plain(pdfText(res.rawPayload)) };
};

type Person = { cookie: string; id: string };
let ana: Person;
let claire: Person;
let rui: Person;
let cleaner: Awaited<ReturnType<typeof cleanerSignedIn>>;
let admin: { cookie: string };
let lisbon: string;
let quebec: string;

async function customer(name: string, locale: 'pt-PT' | 'fr-CA'): Promise<Person> {
  const { cookie } = await signUp(t.app, { role: 'customer', name });
  await chooseLanguage(t.app, cookie, locale);
  return { cookie, id: await userIdOf(cookie) };
}

beforeAll(async () => {
  ana = await customer('Ana Silva', 'pt-PT');
  claire = await customer('Claire Tremblay', 'fr-CA');
  rui = await customer('Rui Costa', 'pt-PT');
  await t.db.update(profiles).set({ taxId: '123456789' }).where(eq(profiles.userId, ana.id));
  cleaner = await cleanerSignedIn(t.app, t.db, { country: 'PT', name: 'Inês Conceição' });
  admin = await adminSignedIn(t.app, t.db);
  const [standard] = await t.db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.isDefault, true));
  const booked = (customerId: string, bookingDate: string, country: 'PT' | 'CA', customerAddress: string) =>
    createBooking(t.db, {
      customerId,
      cleanerId: cleaner.userId,
      country,
      bookingDate,
      bookingTime: '10:00',
      customerAddress,
      status: 'completed',
    });
  lisbon = (await booked(ana.id, '2026-03-02', 'PT', 'Rua Augusta 100, 1100-053 Lisboa')).id;
  await t.db.update(bookings).set({ serviceId: standard!.id }).where(eq(bookings.id, lisbon));
  quebec = (await booked(claire.id, '2026-03-03', 'CA', '1000 Rue Sherbrooke O, Montréal, QC H3A 3G4')).id;
});

describe('issuing', () => {
  it('snapshots the customer, the visit and the cleaner, and sums the taxes per code and rate', async () => {
    const invoice = await issueTestInvoice(t.db, quebec, [
      taxedLine('visit', 10000, QUEBEC, false),
      taxedLine('overtime', 2000, QUEBEC, false),
    ]);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      country: 'CA',
      currency: 'CAD',
      taxIncluded: false,
      subtotalCents: 12000,
      // GST 500 + 100; QST 997.5 → 998 and 199.5 → 200, each rounded per line.
      taxes: [
        { code: 'GST', rate: '0.05', amountCents: 600 },
        { code: 'QST', rate: '0.09975', amountCents: 1198 },
      ],
      amountCents: 13798,
      customerId: claire.id,
      customer: {
        name: 'Claire Tremblay',
        billingAddress: '1000 Rue Sherbrooke O, Montréal, QC H3A 3G4',
        taxId: null,
      },
      visitDate: '2026-03-03',
      cleanerName: 'Inês Conceição',
    });
    expect(invoice.number).toMatch(/^CA-2026\/\d{6}$/);
    expect(JSON.stringify(invoice.lines)).not.toMatch(/description/);
  });

  it('answers the same invoice for a repeated source key', async () => {
    const line = taxedLine('visit', 5000, PT_IVA, true);
    const first = await issueTestInvoice(t.db, lisbon, [line]);
    const again = await t.db.transaction((tx) =>
      issueBookingInvoice(tx, {
        bookingId: lisbon,
        sourceKey: first.sourceKey,
        lines: [line],
        issuedAt: new Date('2026-04-01T10:00:00Z'),
      }),
    );
    expect(again).toEqual({ invoice: first, issued: false });
  });
});

describe('credit notes', () => {
  it('never credit more than the invoice has left, in sequence, in parallel and on replay', async () => {
    const invoice = await issueTestInvoice(t.db, quebec, [taxedLine('visit', 10000, QUEBEC, false)]);
    expect(invoice.amountCents).toBe(11498);
    const refund = (cents: number) => [
      { kind: 'refund' as const, ...refundTaxShare(invoice.lines[0]!, cents) },
    ];

    const first = await issueTestCreditNote(t.db, quebec, invoice.id, refund(5000));
    expect(first.invoice).toMatchObject({
      kind: 'credit_note',
      creditsInvoiceId: invoice.id,
      amountCents: 5000,
    });
    // Replaying the first refund credits nothing again.
    const replay = await issueTestCreditNote(t.db, quebec, invoice.id, refund(5000), first.invoice.sourceKey);
    expect(replay).toEqual({ invoice: first.invoice, issued: false });

    await expect(issueTestCreditNote(t.db, quebec, invoice.id, refund(6499))).rejects.toMatchObject({
      code: 'credit_note_exceeds_invoice',
      status: 409,
    });
    // Two refunds of the rest at once: one is credited, the other refused, and no number is lost.
    const racing = await Promise.allSettled([
      issueTestCreditNote(t.db, quebec, invoice.id, refund(6498)),
      issueTestCreditNote(t.db, quebec, invoice.id, refund(6498)),
    ]);
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.creditedCents).toBe(11498);
    const notes = await t.db.select().from(invoices).where(eq(invoices.creditsInvoiceId, invoice.id));
    expect(notes.map((n) => n.amountCents).sort()).toEqual([5000, 6498]);
  });

  it("refuses to credit another booking's invoice", async () => {
    const invoice = await issueTestInvoice(t.db, quebec);
    await expect(
      issueTestCreditNote(t.db, lisbon, invoice.id, [taxedLine('refund', 100, PT_IVA, true)]),
    ).rejects.toMatchObject({ code: 'invoice_not_found' });
  });
});

describe('GET /api/v1/bookings/:id/invoices', () => {
  it("lists a booking's documents to its customer and admins, and to nobody else", async () => {
    const invoice = await issueTestInvoice(t.db, lisbon, [taxedLine('visit', 5000, PT_IVA, true)]);
    const note = (
      await issueTestCreditNote(t.db, lisbon, invoice.id, [
        { kind: 'refund', ...refundTaxShare(invoice.lines[0]!, 1000) },
      ])
    ).invoice;
    const own = await get(`/api/v1/bookings/${lisbon}/invoices`, ana.cookie);
    expect(own.statusCode, own.body).toBe(200);
    const listed = own.json() as { id: string }[];
    expect(listed).toContainEqual({
      id: note.id,
      number: note.number,
      kind: 'credit_note',
      amountCents: 1000,
      currency: 'EUR',
      creditsInvoiceId: invoice.id,
      issuedAt: note.issuedAt.toISOString(),
    });
    expect(listed.map((d) => d.id)).toContain(invoice.id);
    expect((await get(`/api/v1/bookings/${lisbon}/invoices`, admin.cookie)).json()).toEqual(listed);
    expectProblem(await get(`/api/v1/bookings/${lisbon}/invoices`, rui.cookie), 404);
    expectProblem(await get(`/api/v1/bookings/${lisbon}/invoices`, cleaner.cookie), 404);
  });
});

describe('GET /api/v1/invoices/:id.pdf', () => {
  it('prints a Portuguese invoice in pt-PT with the NIF and IVA included', async () => {
    const invoice = await issueTestInvoice(t.db, lisbon, [taxedLine('visit', 5000, PT_IVA, true)]);
    const { res, text } = await pdfOf(invoice.id, ana.cookie);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="limpa-invoice-${invoice.number.replace('/', '-')}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    for (const expected of [
      'Limpa',
      `Fatura ${invoice.number}`,
      'Emitida em 2 de março de 2026',
      'Cliente: Ana Silva',
      'Morada de faturação: Rua Augusta 100, 1100-053 Lisboa',
      'NIF: 123456789',
      'Data da visita: 2 de março de 2026',
      'Profissional de limpeza: Inês Conceição',
      'Visita de limpeza',
      'IVA 23 %',
      // 50.00 with 23 % IVA inside: 40.65 before tax and 9.35 of tax.
      '40,65 €',
      '9,35 €',
      '50,00 €',
      'IVA incluído nos preços',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Invoice|Cleaning visit/);
  });

  it('prints a Quebec invoice in fr-CA and, for an English admin, in English, with GST and QST added', async () => {
    const invoice = await issueTestInvoice(t.db, quebec, [taxedLine('visit', 10000, QUEBEC, false)]);
    const french = (await pdfOf(invoice.id, claire.cookie)).text;
    for (const expected of [
      `Facture ${invoice.number}`,
      'Client : Claire Tremblay',
      'Adresse de facturation : 1000 Rue Sherbrooke O, Montréal, QC H3A 3G4',
      'Visite de ménage',
      'TPS 5 %',
      'TVQ 9,975 %',
      '100,00 $',
      '5,00 $',
      '9,98 $',
      '114,98 $',
      'Les taxes s’ajoutent',
    ]) {
      expect(french).toContain(expected.replace('’', "'"));
    }
    expect(french).not.toContain('NIF');
    const english = (await pdfOf(invoice.id, admin.cookie)).text;
    for (const expected of [
      `Invoice ${invoice.number}`,
      'Customer: Claire Tremblay',
      'Cleaning visit',
      'GST 5 %',
      'QST 9.975 %',
      '$100.00',
      '$9.98',
      '$114.98',
      'Taxes are added to the prices before tax.',
    ]) {
      expect(english).toContain(expected);
    }
  });

  it('prints a credit note with the invoice it credits', async () => {
    const invoice = await issueTestInvoice(t.db, quebec, [taxedLine('visit', 10000, QUEBEC, false)]);
    const { invoice: note } = await issueTestCreditNote(t.db, quebec, invoice.id, [
      { kind: 'refund', ...refundTaxShare(invoice.lines[0]!, 2000) },
    ]);
    const text = (await pdfOf(note.id, claire.cookie)).text;
    expect(text).toContain(`Note de crédit ${note.number}`);
    expect(text).toContain(`Crédite la facture ${invoice.number}`);
    expect(text).toContain('Remboursement');
    expect(text).toContain('Total crédité');
  });

  it("is 404 to another customer and to the booking's cleaner", async () => {
    const invoice = await issueTestInvoice(t.db, lisbon);
    expectProblem(await get(`/api/v1/invoices/${invoice.id}.pdf`, rui.cookie), 404);
    expectProblem(await get(`/api/v1/invoices/${invoice.id}.pdf`, cleaner.cookie), 404);
    expect((await get(`/api/v1/invoices/${invoice.id}.pdf`, admin.cookie)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/me/invoices', () => {
  it("pages the customer's own documents newest first, with the service and visit date", async () => {
    const { cookie } = await signUp(t.app, { role: 'customer', name: 'Beatriz Lopes' });
    const id = await userIdOf(cookie);
    const booking = await createBooking(t.db, {
      customerId: id,
      cleanerId: cleaner.userId,
      bookingDate: '2026-05-04',
      bookingTime: '14:00',
    });
    const issued = [];
    for (const day of ['01', '02', '03']) {
      issued.push(await issueTestInvoice(t.db, booking.id, undefined, new Date(`2026-05-${day}T10:00:00Z`)));
    }
    const first = await get('/api/v1/me/invoices?limit=2', cookie);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.items.map((i: { id: string }) => i.id)).toEqual([issued[2]!.id, issued[1]!.id]);
    expect(page.items[0]).toMatchObject({ bookingId: booking.id, visitDate: '2026-05-04', kind: 'invoice' });
    const second = (
      await get(`/api/v1/me/invoices?limit=2&cursor=${encodeURIComponent(page.nextCursor)}`, cookie)
    ).json();
    expect(second.items.map((i: { id: string }) => i.id)).toEqual([issued[0]!.id]);
    expect(second.nextCursor).toBeNull();
    expect((await get('/api/v1/me/invoices', rui.cookie)).json().items).toEqual([]);
    expectProblem(await get('/api/v1/me/invoices?cursor=nonsense', cookie), 400);
    expectProblem(await get('/api/v1/me/invoices', cleaner.cookie), 403);
  });
});

describe('GET /api/v1/admin/invoices', () => {
  it('finds one document by its number, refuses a malformed one and says when none has it', async () => {
    const invoice = await issueTestInvoice(t.db, lisbon);
    const found = await get(
      `/api/v1/admin/invoices?number=${encodeURIComponent(invoice.number)}`,
      admin.cookie,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      bookingId: lisbon,
      customer: { id: ana.id, name: 'Ana Silva' },
    });
    expectProblem(await get('/api/v1/admin/invoices?number=PT-2026-12', admin.cookie), 422);
    const none = expectProblem(await get('/api/v1/admin/invoices?number=PT-1999/999999', admin.cookie), 404);
    expect(none.code).toBe('invoice_not_found');
  });
});
