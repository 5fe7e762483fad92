import { bookings, type DbOrTx, invoices, profiles, users } from '@limpa/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context';
import { bookingDateVars, eventMail, type Recipient } from './mail-writer';

type BookingDates = { bookingDate: string; bookingTime: string; timeZone: string };

/** "Payment received": the amount, the invoice's number, and its PDF attached in the customer's language. */
export const paymentReceivedMail = (
  to: Recipient,
  b: BookingDates,
  invoice: { id: string; number: string; amountCents: number; currency: string },
  brand: string,
  publicUrl: string,
) =>
  eventMail(
    to,
    brand,
    'payment_received',
    (w) => ({
      ...bookingDateVars(w, b),
      amount: w.money(invoice.amountCents, invoice.currency),
      number: invoice.number,
    }),
    { url: `${publicUrl}/customer/receipts`, attachInvoiceId: invoice.id },
  );

/**
 * Tells the customer a payment went through, with its invoice attached (docs/product-rules.md#invoices,
 * decision 080). Called in the charge's transaction right after `issueBookingInvoice`, so the mail exists exactly
 * when the payment and its invoice commit; the outbox keeps the invoice's id and the delivery renders the PDF.
 */
export async function sendPaymentReceivedMail(
  ctx: Pick<AppContext, 'mailer' | 'config'>,
  tx: DbOrTx,
  invoiceId: string,
): Promise<void> {
  const [row] = await tx
    .select({
      invoice: {
        id: invoices.id,
        number: invoices.number,
        amountCents: invoices.amountCents,
        currency: invoices.currency,
      },
      booking: {
        bookingDate: bookings.bookingDate,
        bookingTime: bookings.bookingTime,
        timeZone: bookings.timeZone,
      },
      email: users.email,
      name: users.name,
      locale: profiles.locale,
    })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .innerJoin(users, eq(users.id, invoices.customerId))
    .leftJoin(profiles, eq(profiles.userId, invoices.customerId))
    .where(eq(invoices.id, invoiceId));
  if (!row) return;
  const to = { email: row.email, name: row.name, locale: row.locale };
  await ctx.mailer.send(
    paymentReceivedMail(to, row.booking, row.invoice, ctx.config.brandName, ctx.config.publicUrl),
    tx,
  );
}
