import { randomUUID } from 'node:crypto';
import {
  bookingCharges,
  bookings,
  createBooking,
  createCustomer,
  payouts,
  recordSucceededCharge,
} from '@limpa/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage, expectProblem, signUp } from '../helpers/auth';
import { cleanerSignedIn } from '../helpers/booking-fixtures';
import { pdfText, plainSpaces as plain } from '../helpers/pdf-text';
import { useTestApp } from '../helpers/test-app';

// A cleaner's statements (docs/product-rules.md#statements, decision 077), from rows at fixed past instants: the
// only use of the real clock is the refusal of a month not begun yet.
const t = useTestApp();

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function completedJob(
  cleanerId: string,
  customerId: string,
  homeType: 'T1' | 'T2',
  completedAt: string,
) {
  const b = await createBooking(t.db, {
    customerId,
    cleanerId,
    homeType,
    country: 'PT',
    bookingDate: completedAt.slice(0, 10),
    bookingTime: '10:00',
    status: 'completed',
    paymentStatus: 'paid',
  });
  await recordSucceededCharge(t.db, b, { amountCents: b.totalAmountCents });
  await t.db
    .update(bookings)
    .set({ completedAt: new Date(completedAt) })
    .where(eq(bookings.id, b.id));
  return b;
}

async function payout(cleanerId: string, amountCents: number, at: string, currency: 'EUR' | 'CAD' = 'EUR') {
  await t.db.insert(payouts).values({
    cleanerId,
    amountCents,
    currency,
    status: 'completed',
    createdAt: new Date(at),
    transferReference: `tr_st_${randomUUID()}`,
  });
}

describe('GET /api/v1/me/statements', () => {
  let cleaner: Awaited<ReturnType<typeof cleanerSignedIn>>;

  beforeAll(async () => {
    cleaner = await cleanerSignedIn(t.app, t.db, { country: 'PT', name: 'Inês Conceição' });
    await chooseLanguage(t.app, cleaner.cookie, 'pt-PT');
    const { user: customer } = await createCustomer(t.db);
    const c = cleaner.userId;
    // October 2025 in Lisbon: a T2 job (55.00: fee 8.25, earning 46.75), then 11.00 of it refunded…
    const a = await completedJob(c, customer.id, 'T2', '2025-10-05T10:00:00Z');
    await t.db.insert(bookingCharges).values({
      bookingId: a.id,
      kind: 'refund',
      amountCents: 1100,
      currency: 'EUR',
      status: 'succeeded',
      idempotencyKey: `st:${randomUUID()}`,
      createdAt: new Date('2025-10-20T09:00:00Z'),
      settledAt: new Date('2025-10-20T09:00:00Z'),
    });
    // …a T1 job (45.00: 6.75, 38.25) done at 00:30 on 1 October in Lisbon, still 30 September in UTC…
    await completedJob(c, customer.id, 'T1', '2025-09-30T23:30:00Z');
    // …a collected late-cancellation fee of 20.00 (the cleaner's share 17.00)…
    const late = await createBooking(t.db, {
      customerId: customer.id,
      cleanerId: c,
      homeType: 'T1',
      country: 'PT',
      bookingDate: '2025-10-16',
      bookingTime: '10:00',
      status: 'cancelled',
      paymentStatus: 'paid',
    });
    await t.db
      .update(bookings)
      .set({
        cancelledAt: new Date('2025-10-15T12:00:00Z'),
        cancelledBy: 'customer',
        lateCancellationFeeCents: 2000,
        lateFeeCleanerShareCents: 1700,
      })
      .where(eq(bookings.id, late.id));
    // …a payout of 40.00, and one of 15.00 in Canadian dollars (grouped apart, never added to euros).
    await payout(c, 4000, '2025-10-27T09:00:00Z');
    await payout(c, 1500, '2025-10-10T09:00:00Z', 'CAD');
    // November: a T2 job. Another cleaner's October job is never in this cleaner's statement.
    await completedJob(c, customer.id, 'T2', '2025-11-02T10:00:00Z');
    const other = await cleanerSignedIn(t.app, t.db, { country: 'PT' });
    await completedJob(other.userId, customer.id, 'T1', '2025-10-06T10:00:00Z');
  });

  it('the month’s CSV: its events by currency and time, in Portuguese, with totals per currency', async () => {
    const res = await get('/api/v1/me/statements/2025-10.csv', cleaner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="limpa-statement-2025-10.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = res.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe('Data,Tipo,Descrição,Bruto,Comissão da plataforma,Ganhos,Transferência,Moeda');
    const cells = rows.slice(1).map((r) => r.split(','));
    expect(cells.map((r) => [r[0], r[1], ...r.slice(3)])).toEqual([
      ['2025-10-10', 'Transferência', '0.00', '0.00', '0.00', '15.00', 'CAD'],
      ['2025-10-01', 'Serviço', '45.00', '6.75', '38.25', '0.00', 'EUR'],
      ['2025-10-05', 'Serviço', '55.00', '8.25', '46.75', '0.00', 'EUR'],
      ['2025-10-15', 'Taxa de cancelamento tardio', '20.00', '3.00', '17.00', '0.00', 'EUR'],
      ['2025-10-20', 'Reembolso', '-11.00', '-1.65', '-9.35', '0.00', 'EUR'],
      ['2025-10-27', 'Transferência', '0.00', '0.00', '0.00', '40.00', 'EUR'],
      ['', 'Total', '0.00', '0.00', '0.00', '15.00', 'CAD'],
      ['', 'Total', '109.00', '16.35', '92.65', '40.00', 'EUR'],
    ]);
  });

  it('the month’s PDF says the same in Portuguese, amounts written the Portuguese way', async () => {
    const res = await get('/api/v1/me/statements/2025-10.pdf', cleaner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="limpa-statement-2025-10.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = plain(pdfText(res.rawPayload));
    expect(text).toContain('Limpa');
    expect(text).toContain('Extrato mensal — outubro de 2025');
    expect(text).toContain('Para Inês Conceição');
    expect(text).toContain('Movimentos em EUR');
    expect(text).toContain('Movimentos em CAD');
    expect(text).toMatch(/Taxa de cancelamento tardio: .* 20,00 € 3,00 € 17,00 € 0,00 €/);
    expect(text).toMatch(/Reembolso: .* -11,00 € -1,65 € -9,35 € 0,00 €/);
    expect(text).toMatch(/Total 109,00 € 16,35 € 92,65 € 40,00 €/);
    expect(text).not.toContain('novembro');
  });

  it('the year’s CSV and PDF: every month with its totals, and the year’s', async () => {
    const csv = await get('/api/v1/me/statements/year/2025.csv', cleaner.cookie);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="limpa-statement-2025.csv"');
    const rows = csv.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe('Mês,Serviços,Bruto,Comissão da plataforma,Ganhos,Transferido,Moeda');
    expect(rows).toContain('2025-09,0,0.00,0.00,0.00,0.00,EUR');
    expect(rows).toContain('2025-10,2,109.00,16.35,92.65,40.00,EUR');
    expect(rows).toContain('2025-11,1,55.00,8.25,46.75,0.00,EUR');
    expect(rows).toContain('2025-10,0,0.00,0.00,0.00,15.00,CAD');
    expect(rows).toContain('Total,3,164.00,24.60,139.40,40.00,EUR');
    expect(rows.filter((r) => r.endsWith(',EUR'))).toHaveLength(13);

    const pdf = await get('/api/v1/me/statements/year/2025.pdf', cleaner.cookie);
    expect(pdf.statusCode).toBe(200);
    const text = plain(pdfText(pdf.rawPayload));
    expect(text).toContain('Resumo anual — 2025');
    expect(text).toMatch(/outubro de 2025 2 109,00 € 16,35 € 92,65 € 40,00 €/);
    expect(text).toMatch(/Total 3 164,00 € 24,60 € 139,40 € 40,00 €/);
  });

  it('a French-Canadian cleaner reads headings and money in Canadian French', async () => {
    await chooseLanguage(t.app, cleaner.cookie, 'fr-CA');
    try {
      const text = plain(
        pdfText((await get('/api/v1/me/statements/2025-10.pdf', cleaner.cookie)).rawPayload),
      );
      expect(text).toContain('Relevé mensuel — octobre 2025');
      expect(text).toContain('Mouvements en EUR');
      expect(text).toContain('Remboursement: Ménage résidentiel -11,00 € -1,65 € -9,35 € 0,00 €');
      expect(text).toMatch(/Total 109,00 € 16,35 € 92,65 € 40,00 €/);
      expect(text).toMatch(/Versement: .* 0,00 \$ 0,00 \$ 0,00 \$ 15,00 \$/);
    } finally {
      await chooseLanguage(t.app, cleaner.cookie, 'pt-PT');
    }
  });

  it('a month with nothing says so, with its header alone in the CSV', async () => {
    const csv = await get('/api/v1/me/statements/2024-02.csv', cleaner.cookie);
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(1);
    const text = plain(pdfText((await get('/api/v1/me/statements/2024-02.pdf', cleaner.cookie)).rawPayload));
    expect(text).toContain('Não houve movimentos neste período.');
  });

  it('refuses a malformed month or year (400), one not begun yet (422), and anyone but a cleaner', async () => {
    for (const url of [
      '2025-13.csv',
      '2025-1.pdf',
      'latest.pdf',
      '0000-01.csv',
      'year/25.csv',
      'year/0000.pdf',
    ]) {
      expectProblem(await get(`/api/v1/me/statements/${url}`, cleaner.cookie), 400);
    }
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
    const future = next.toISOString().slice(0, 7);
    const res = await get(`/api/v1/me/statements/${future}.pdf`, cleaner.cookie);
    expectProblem(res, 422);
    expect(res.json().code).toBe('statement_in_future');
    expectProblem(
      await get(`/api/v1/me/statements/year/${now.getUTCFullYear() + 1}.csv`, cleaner.cookie),
      422,
    );

    expect((await get('/api/v1/me/statements/2025-10.csv')).statusCode).toBe(401);
    const customer = await signUp(t.app, { role: 'customer' });
    expect((await get('/api/v1/me/statements/2025-10.csv', customer.cookie)).statusCode).toBe(403);
  });
});
