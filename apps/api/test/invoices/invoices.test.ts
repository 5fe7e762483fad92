import { invoices } from '@limpa/db';
import { refundTaxShare } from '@limpa/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueBookingInvoice } from '../../src/modules/invoices/issue-booking-invoice';
import { expectProblem } from '../helpers/auth';
import { issueTestCreditNote, issueTestInvoice, PT_IVA, QUEBEC, taxedLine } from '../helpers/invoices';
import { get, useInvoiceWorld } from './invoice-world';

// Customers' invoices and credit notes (docs/product-rules.md#invoices, decision 080). Documents are issued
// through the module's own functions with lines from computeLineTax, at fixed instants: nothing reads the clock.
const w = useInvoiceWorld();

describe('issuing', () => {
  it('snapshots the customer, the visit and the cleaner, and sums the taxes per code and rate', async () => {
    const invoice = await issueTestInvoice(w.t.db, w.quebec, [
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
      customerId: w.claire.id,
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
    const first = await issueTestInvoice(w.t.db, w.lisbon, [line]);
    const again = await w.t.db.transaction((tx) =>
      issueBookingInvoice(tx, {
        bookingId: w.lisbon,
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
    const invoice = await issueTestInvoice(w.t.db, w.quebec, [taxedLine('visit', 10000, QUEBEC, false)]);
    expect(invoice.amountCents).toBe(11498);
    const refund = (cents: number) => [
      { kind: 'refund' as const, ...refundTaxShare(invoice.lines[0]!, cents) },
    ];

    const first = await issueTestCreditNote(w.t.db, w.quebec, invoice.id, refund(5000));
    expect(first.invoice).toMatchObject({
      kind: 'credit_note',
      creditsInvoiceId: invoice.id,
      amountCents: 5000,
    });
    // Replaying the first refund credits nothing again.
    const replay = await issueTestCreditNote(
      w.t.db,
      w.quebec,
      invoice.id,
      refund(5000),
      first.invoice.sourceKey,
    );
    expect(replay).toEqual({ invoice: first.invoice, issued: false });

    await expect(issueTestCreditNote(w.t.db, w.quebec, invoice.id, refund(6499))).rejects.toMatchObject({
      code: 'credit_note_exceeds_invoice',
      status: 409,
    });
    // Two refunds of the rest at once: one is credited, the other refused, and no number is lost.
    const racing = await Promise.allSettled([
      issueTestCreditNote(w.t.db, w.quebec, invoice.id, refund(6498)),
      issueTestCreditNote(w.t.db, w.quebec, invoice.id, refund(6498)),
    ]);
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [row] = await w.t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.creditedCents).toBe(11498);
    const notes = await w.t.db.select().from(invoices).where(eq(invoices.creditsInvoiceId, invoice.id));
    expect(notes.map((n) => n.amountCents).sort()).toEqual([5000, 6498]);
  });

  it("refuses to credit another booking's invoice", async () => {
    const invoice = await issueTestInvoice(w.t.db, w.quebec);
    await expect(
      issueTestCreditNote(w.t.db, w.lisbon, invoice.id, [taxedLine('refund', 100, PT_IVA, true)]),
    ).rejects.toMatchObject({ code: 'invoice_not_found' });
  });
});

describe('GET /api/v1/bookings/:id/invoices', () => {
  it("lists a booking's documents to its customer and admins, and to nobody else", async () => {
    const invoice = await issueTestInvoice(w.t.db, w.lisbon, [taxedLine('visit', 5000, PT_IVA, true)]);
    const note = (
      await issueTestCreditNote(w.t.db, w.lisbon, invoice.id, [
        { kind: 'refund', ...refundTaxShare(invoice.lines[0]!, 1000) },
      ])
    ).invoice;
    const own = await get(`/api/v1/bookings/${w.lisbon}/invoices`, w.ana.cookie);
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
    expect((await get(`/api/v1/bookings/${w.lisbon}/invoices`, w.admin.cookie)).json()).toEqual(listed);
    expectProblem(await get(`/api/v1/bookings/${w.lisbon}/invoices`, w.rui.cookie), 404);
    expectProblem(await get(`/api/v1/bookings/${w.lisbon}/invoices`, w.cleaner.cookie), 404);
  });
});

describe('GET /api/v1/admin/invoices', () => {
  it('finds one document by its number, refuses a malformed one and says when none has it', async () => {
    const invoice = await issueTestInvoice(w.t.db, w.lisbon);
    const found = await get(
      `/api/v1/admin/invoices?number=${encodeURIComponent(invoice.number)}`,
      w.admin.cookie,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      bookingId: w.lisbon,
      customer: { id: w.ana.id, name: 'Ana Silva' },
    });
    expectProblem(await get('/api/v1/admin/invoices?number=PT-2026-12', w.admin.cookie), 422);
    const none = expectProblem(
      await get('/api/v1/admin/invoices?number=PT-1999/999999', w.admin.cookie),
      404,
    );
    expect(none.code).toBe('invoice_not_found');
  });
});
