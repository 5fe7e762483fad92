import { bookings, type Database, profiles, users } from '@limpa/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../src/lib/auth-context';
import { startedBooking } from '../helpers/booking-fixtures';

/** POST with a session cookie (and a JSON body when given). */
export const postAs = (app: FastifyInstance, url: string, cookie: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

export const getAs = (app: FastifyInstance, url: string, cookie: string) =>
  app.inject({ method: 'GET', url, headers: { cookie } });

/** A booking confirmed (its card charged), started and completed by its cleaner just now, as booked (2.5 h). */
export async function completedBooking(app: FastifyInstance, db: Database) {
  const b = await startedBooking(app, db);
  const done = await postAs(app, `/api/v1/bookings/${b.id}/complete`, b.cleaner.cookie, { hoursWorked: 2.5 });
  if (done.statusCode !== 200) throw new Error(done.body);
  return b;
}

/** Puts the booking's completion at a known instant, for the window's edges. */
export async function completedAt(db: Database, id: string, at: Date) {
  await db.update(bookings).set({ completedAt: at }).where(eq(bookings.id, id));
}

/** The AuthContext of a signed-up person, to call a use case with an injected clock. */
export async function authOf(db: Database, userId: string): Promise<AuthContext> {
  const [row] = await db
    .select({ profile: profiles, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  return { userId, email: row!.email, emailVerified: true, sessionId: '', profile: row!.profile };
}

export const complain = (
  app: FastifyInstance,
  id: string,
  cookie: string,
  reason = 'The kitchen was not cleaned.',
) => postAs(app, `/api/v1/bookings/${id}/complaint`, cookie, { reason });

export const decide = (app: FastifyInstance, id: string, cookie: string, body: object) =>
  postAs(app, `/api/v1/admin/bookings/${id}/complaint`, cookie, body);
