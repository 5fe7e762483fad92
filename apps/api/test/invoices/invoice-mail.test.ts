import { createBooking, createCleaner, mailOutbox } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendPaymentReceivedMail } from '../../src/modules/notifications/receipt-mails';
import { chooseLanguage, signUp } from '../helpers/auth';
import { issueTestInvoice, PT_IVA, taxedLine } from '../helpers/invoices';
import { useSmtpPeer } from '../helpers/smtp-peer';

// The payment-received mail carries its invoice's PDF (decision 080): the outbox row names the invoice, and the
// delivery renders the file, here to a real SMTP peer on loopback.
const peer = useSmtpPeer();
const received = peer.received;

describe('the payment-received mail', () => {
  it("attaches the invoice's PDF, named by its number, rendered at delivery", async () => {
    const { t } = peer;
    const { email, cookie } = await signUp(t.app, { role: 'customer', name: 'Ana Silva' });
    await chooseLanguage(t.app, cookie, 'pt-PT');
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })).json();
    const cleaner = await createCleaner(t.db);
    const booking = await createBooking(t.db, {
      customerId: me.user.id,
      cleanerId: cleaner.user.id,
      bookingDate: '2026-03-02',
      bookingTime: '10:00',
    });
    const invoice = await issueTestInvoice(t.db, booking.id, [taxedLine('visit', 5000, PT_IVA, true)]);

    await t.db.transaction((tx) => sendPaymentReceivedMail(t.app.ctx, tx, invoice.id));
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ attachInvoiceId: invoice.id, attachLocale: 'pt-PT' });
    expect(row!.text).not.toMatch(/%PDF/);
    // The queue's worker may have taken it already; a second delivery of a taken mail is skipped.
    await t.app.ctx.mailer.deliver(row!.id);

    await expect.poll(() => received.some((m) => m.to.includes(email))).toBe(true);
    const raw = received.find((m) => m.to.includes(email))!.raw.replace(/=\r?\n/g, '');
    const filename = `limpa-invoice-${invoice.number.replace('/', '-')}.pdf`;
    expect(raw).toMatch(/Subject: =\?UTF-8\?|Subject: Pagamento/);
    expect(raw).toMatch(new RegExp(`Content-Type: application/pdf; name="?${filename}`));
    expect(raw).toMatch(new RegExp(`Content-Disposition: attachment; filename="?${filename}`));
    const pdf = raw.split(/filename="?[^\r\n]+\r\n\r\n/)[1]!.split('\r\n--')[0]!;
    expect(Buffer.from(pdf.replace(/\r\n/g, ''), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });
});
