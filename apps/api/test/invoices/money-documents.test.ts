import { invoices } from '@limpa/db';
import { seededTaxProfile } from '@limpa/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSignedIn } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { confirmedBooking } from '../late-fee/late-fee-helpers';
import { post } from '../lifecycle/helpers';

const t = useTestApp();

const documentsOf = (bookingId: string) =>
  t.db
    .select({
      kind: invoices.kind,
      number: invoices.number,
      amountCents: invoices.amountCents,
      subtotalCents: invoices.subtotalCents,
      taxes: invoices.taxes,
      creditsInvoiceId: invoices.creditsInvoiceId,
      id: invoices.id,
    })
    .from(invoices)
    .where(eq(invoices.bookingId, bookingId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.seq));

describe('the documents of money moved (decision 080)', () => {
  it('partial refunds issue credit notes returning tax in proportion, together exactly the invoice', async () => {
    // A confirmed Quebec booking: 99.99 + 5.00 GST + 9.97 QST (9.974) = 114.96, charged and invoiced at once.
    const quebec = seededTaxProfile({ country: 'canada', region: 'QC' });
    const b = await confirmedBooking(t.app, t.db, { currency: 'CAD', basePriceCents: 9999, tax: quebec });
    const [invoice] = await documentsOf(b.id);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      amountCents: 11496,
      subtotalCents: 9999,
      taxes: [
        { code: 'GST', rate: '0.05', amountCents: 500 },
        { code: 'QST', rate: '0.09975', amountCents: 997 },
      ],
    });
    expect(invoice!.number).toMatch(/^CA-\d{4}\/\d{6}$/);

    const admin = await adminSignedIn(t.app, t.db);
    const refund = (amountCents: number) =>
      post(t.app, `/api/v1/admin/bookings/${b.id}/refunds`, admin.cookie, {
        amountCents,
        reason: 'Partly unhappy',
      });
    expect((await refund(5000)).statusCode).toBe(201);
    // 5000 of 11496 returns that share of each tax: GST 500 × 5000 / 11496 = 217.47 → 217, QST 433.63 → 434.
    const afterFirst = await documentsOf(b.id);
    expect(afterFirst[1]).toMatchObject({
      kind: 'credit_note',
      creditsInvoiceId: invoice!.id,
      amountCents: 5000,
      subtotalCents: 4349,
      taxes: [
        { code: 'GST', rate: '0.05', amountCents: 217 },
        { code: 'QST', rate: '0.09975', amountCents: 434 },
      ],
    });
    expect((await refund(6496)).statusCode).toBe(201);
    const all = await documentsOf(b.id);
    expect(all.map((d) => d.kind)).toEqual(['invoice', 'credit_note', 'credit_note']);
    // The two credit notes give back exactly what the invoice charged, tax by tax.
    const returned = (code: string) =>
      all
        .slice(1)
        .flatMap((d) => d.taxes)
        .filter((tax) => tax.code === code)
        .reduce((sum, tax) => sum + tax.amountCents, 0);
    expect([returned('GST'), returned('QST')]).toEqual([500, 997]);
    expect(all[1]!.subtotalCents + all[2]!.subtotalCents).toBe(9999);
  });

  it('issues nothing for a refused charge', async () => {
    const b = await confirmedBooking(t.app, t.db, { card: '4000000000009995' });
    expect(await documentsOf(b.id)).toEqual([]);
  });
});
