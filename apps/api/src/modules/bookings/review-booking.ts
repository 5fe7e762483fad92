import { bookings, type Database, reviews } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { AppError, conflict, pgCode } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { bookingNotFound } from '../../lib/booking-privacy';

/** One review per completed booking, by its customer only (UNIQUE booking_id holds it under races). */
export async function reviewBooking(
  db: Database,
  viewer: AuthContext,
  id: string,
  input: { rating: number; comment?: string },
) {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!b || b.customerId !== viewer.userId) throw bookingNotFound();
  if (b.status !== 'completed' || !b.cleanerId) {
    throw new AppError(
      422,
      'not_completed',
      'Review not allowed',
      'You can review a booking once it is completed.',
    );
  }
  try {
    const [review] = await db
      .insert(reviews)
      .values({
        bookingId: b.id,
        customerId: viewer.userId,
        cleanerId: b.cleanerId,
        rating: input.rating,
        comment: input.comment || null,
      })
      .returning();
    return { id: review!.id, rating: review!.rating, comment: review!.comment };
  } catch (err) {
    if (pgCode(err) === '23505') {
      throw conflict('You have already reviewed this booking.', 'Review not allowed', 'already_reviewed');
    }
    throw err;
  }
}
