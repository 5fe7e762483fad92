import { bookings, type Database, invoices, services, users } from '@limpa/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { exactInstant, type InstantKeyset, olderThan } from '../../lib/keyset-cursor';

/** The service's name in the reader's language, its English name otherwise. */
const serviceName = (locale: string) =>
  sql<string | null>`coalesce(${services.translations} -> ${locale} ->> 'name', ${services.name})`;

const summary = {
  id: invoices.id,
  number: invoices.number,
  kind: invoices.kind,
  amountCents: invoices.amountCents,
  currency: invoices.currency,
  creditsInvoiceId: invoices.creditsInvoiceId,
  issuedAt: invoices.issuedAt,
};

/** The booking's customer, or undefined for no such booking. */
export async function bookingCustomerId(db: Database, bookingId: string) {
  const [row] = await db
    .select({ customerId: bookings.customerId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.customerId;
}

/** A booking's documents, oldest first (invoices_booking_idx). */
export const listBookingInvoiceRows = (db: Database, bookingId: string) =>
  db
    .select(summary)
    .from(invoices)
    .where(eq(invoices.bookingId, bookingId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));

/** A customer's documents newest first past a keyset position: one read of invoices_customer_idx. */
export const listCustomerInvoiceRows = (
  db: Database,
  customerId: string,
  after: InstantKeyset | undefined,
  limit: number,
  locale: string,
) =>
  db
    .select({
      ...summary,
      bookingId: invoices.bookingId,
      visitDate: invoices.visitDate,
      serviceName: serviceName(locale),
      issuedAtKey: exactInstant(invoices.issuedAt),
    })
    .from(invoices)
    .leftJoin(services, eq(services.id, invoices.serviceId))
    .where(and(eq(invoices.customerId, customerId), olderThan(invoices.issuedAt, invoices.id, after)))
    .orderBy(sql`${invoices.issuedAt} desc nulls last`, sql`${invoices.id} desc nulls last`)
    .limit(limit);

/** A document by its number, with its customer as an admin sees them. */
export async function findInvoiceByNumberRow(db: Database, number: string) {
  const [row] = await db
    .select({
      ...summary,
      bookingId: invoices.bookingId,
      // The name the document was made out to; the account's e-mail as it is now.
      customer: {
        id: invoices.customerId,
        name: sql<string>`${invoices.customer} ->> 'name'`,
        email: users.email,
      },
    })
    .from(invoices)
    .leftJoin(users, eq(users.id, invoices.customerId))
    .where(eq(invoices.number, number));
  return row;
}

/** Everything a document's PDF prints, the service named in the reader's language. */
export async function readInvoiceForPrint(db: Database, invoiceId: string, locale: string) {
  const credited = alias(invoices, 'credited');
  const [row] = await db
    .select({ invoice: invoices, serviceName: serviceName(locale), creditsNumber: credited.number })
    .from(invoices)
    .leftJoin(services, eq(services.id, invoices.serviceId))
    .leftJoin(credited, eq(credited.id, invoices.creditsInvoiceId))
    .where(eq(invoices.id, invoiceId));
  return row;
}
