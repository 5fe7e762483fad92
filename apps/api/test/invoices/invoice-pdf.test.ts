import { createBooking } from '@limpa/db';
import { refundTaxShare } from '@limpa/domain';
import { describe, expect, it } from 'vitest';
import { expectProblem, signUp } from '../helpers/auth';
import { issueTestCreditNote, issueTestInvoice, PT_IVA, QUEBEC, taxedLine } from '../helpers/invoices';
import { get, pdfOf, useInvoiceWorld, userIdOf } from './invoice-world';

// An invoice's PDF in the reader's language and a customer's documents page by page (docs/product-rules.md#invoices,
// decision 080), from documents issued at fixed instants.
const w = useInvoiceWorld();

describe('GET /api/v1/invoices/:id.pdf', () => {
  it('prints a Portuguese invoice in pt-PT with the NIF and IVA included', async () => {
    const invoice = await issueTestInvoice(w.t.db, w.lisbon, [taxedLine('visit', 5000, PT_IVA, true)]);
    const { res, text } = await pdfOf(invoice.id, w.ana.cookie);
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
    const invoice = await issueTestInvoice(w.t.db, w.quebec, [taxedLine('visit', 10000, QUEBEC, false)]);
    const french = (await pdfOf(invoice.id, w.claire.cookie)).text;
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
    const english = (await pdfOf(invoice.id, w.admin.cookie)).text;
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
    const invoice = await issueTestInvoice(w.t.db, w.quebec, [taxedLine('visit', 10000, QUEBEC, false)]);
    const { invoice: note } = await issueTestCreditNote(w.t.db, w.quebec, invoice.id, [
      { kind: 'refund', ...refundTaxShare(invoice.lines[0]!, 2000) },
    ]);
    const text = (await pdfOf(note.id, w.claire.cookie)).text;
    expect(text).toContain(`Note de crédit ${note.number}`);
    expect(text).toContain(`Crédite la facture ${invoice.number}`);
    expect(text).toContain('Remboursement');
    expect(text).toContain('Total crédité');
  });

  it("is 404 to another customer and to the booking's cleaner", async () => {
    const invoice = await issueTestInvoice(w.t.db, w.lisbon);
    expectProblem(await get(`/api/v1/invoices/${invoice.id}.pdf`, w.rui.cookie), 404);
    expectProblem(await get(`/api/v1/invoices/${invoice.id}.pdf`, w.cleaner.cookie), 404);
    expect((await get(`/api/v1/invoices/${invoice.id}.pdf`, w.admin.cookie)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/me/invoices', () => {
  it("pages the customer's own documents newest first, with the service and visit date", async () => {
    const { cookie } = await signUp(w.t.app, { role: 'customer', name: 'Beatriz Lopes' });
    const id = await userIdOf(cookie);
    const booking = await createBooking(w.t.db, {
      customerId: id,
      cleanerId: w.cleaner.userId,
      bookingDate: '2026-05-04',
      bookingTime: '14:00',
    });
    const issued = [];
    for (const day of ['01', '02', '03']) {
      issued.push(
        await issueTestInvoice(w.t.db, booking.id, undefined, new Date(`2026-05-${day}T10:00:00Z`)),
      );
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
    expect((await get('/api/v1/me/invoices', w.rui.cookie)).json().items).toEqual([]);
    expectProblem(await get('/api/v1/me/invoices?cursor=nonsense', cookie), 400);
    expectProblem(await get('/api/v1/me/invoices', w.cleaner.cookie), 403);
  });
});
