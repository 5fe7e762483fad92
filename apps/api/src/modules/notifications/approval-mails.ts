import { bookings, type Database, users } from '@limpa/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer';

interface Deps {
  db: Database;
  mailer: Mailer;
  log?: FastifyBaseLogger;
  brand: string;
  publicUrl: string;
}

/**
 * A cleaner's approval was withdrawn: they are told, and so is every customer with an open booking of theirs
 * (they can no longer be confirmed or completed by this cleaner). Mail failures are logged, never thrown.
 */
export async function notifyApprovalRevoked(deps: Deps, cleanerUserId: string): Promise<void> {
  try {
    const [cleaner] = await deps.db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, cleanerUserId));
    if (!cleaner) return;
    const open = await deps.db
      .select({
        date: bookings.bookingDate,
        time: bookings.bookingTime,
        email: users.email,
        name: users.name,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.customerId))
      .where(and(eq(bookings.cleanerId, cleanerUserId), inArray(bookings.status, ['pending', 'confirmed'])));
    const mails: MailMessage[] = [
      {
        to: cleaner.email,
        subject: `Your ${deps.brand} cleaner account is no longer approved`,
        text: `Hello ${cleaner.name},\n\nAn administrator withdrew the approval of your cleaner account. You are not listed for new bookings and cannot confirm or complete bookings until it is approved again.\n\nQuestions? Reply to this e-mail.\n\n${deps.brand}`,
      },
      ...open.map((b) => ({
        to: b.email,
        subject: `Your cleaning on ${b.date} needs attention`,
        text: `Hello ${b.name},\n\n${cleaner.name}, the cleaner of your booking on ${b.date} at ${b.time}, is not available on ${deps.brand} at the moment. Nothing will be charged by them; you can cancel the booking and book another cleaner: ${deps.publicUrl}/customer/bookings\n\n${deps.brand}`,
      })),
    ];
    for (const mail of mails) await deps.mailer.send(mail);
  } catch (err) {
    deps.log?.error({ err, cleanerUserId }, 'approval revocation e-mails failed');
  }
}
