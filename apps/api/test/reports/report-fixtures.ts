import { addCompletedBookingWithReview, createBooking, createCustomer, type Database } from '@limpa/db';
import type { FastifyInstance } from 'fastify';
import { cookieFrom, PASSWORD, signIn, uniqueEmail } from '../helpers/auth';
import { cleanerSignedIn, futureDate } from '../helpers/booking-fixtures';

/** A signed-in customer with their ids (the factories' user, without an address or card: reports need none). */
export async function customerSignedIn(app: FastifyInstance, db: Database, name = 'Carla Customer') {
  const email = uniqueEmail('customer');
  const created = await createCustomer(db, { email, password: PASSWORD, name });
  const cookie = cookieFrom(await signIn(app, email));
  return { ...created, userId: created.user.id, cookie };
}

/** A cleaner, the customer who reviewed a completed cleaning of theirs, and that review. */
export async function reviewedCleaning(
  app: FastifyInstance,
  db: Database,
  comment = 'Left the kitchen dirty',
) {
  const cleaner = await cleanerSignedIn(app, db, { name: 'Rita Rocha' });
  const author = await customerSignedIn(app, db, 'Alice Author');
  const { review, booking } = await addCompletedBookingWithReview(db, {
    customerId: author.userId,
    cleaner,
    daysAgo: 3,
    rating: 1,
    comment,
  });
  return { cleaner, author, review, booking };
}

/** A booking between them in any status (a pending request is enough to report each other). */
export const bookingBetween = (
  db: Database,
  customerId: string,
  cleanerId: string,
  status: 'pending' | 'cancelled' | 'completed' = 'pending',
) => createBooking(db, { customerId, cleanerId, bookingDate: futureDate(20), bookingTime: '10:00', status });

export const postReport = (app: FastifyInstance, cookie: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/reports', headers: { cookie }, payload });
