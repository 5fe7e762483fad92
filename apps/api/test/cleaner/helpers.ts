import { cleanerAvailability, profiles } from '@limpa/db';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { me, signUp } from '../helpers/auth';
import type { TestApp } from '../helpers/test-app';

/** A freshly signed-up cleaner: nothing onboarded, no country, no currency, no availability. */
export async function newCleaner(app: FastifyInstance) {
  const { cookie, email } = await signUp(app, { role: 'cleaner', name: 'New Cleaner' });
  const userId = (await me(app, cookie)).json().user.id as string;
  return { cookie, email, userId };
}

export async function newCustomer(app: FastifyInstance) {
  const { cookie } = await signUp(app, { role: 'customer' });
  return { cookie };
}

export const profileRow = async (t: TestApp, userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!;

/** The stored weekly rows as the API writes them ('HH:mm'), in a stable order. */
export async function availabilityRows(t: TestApp, userId: string) {
  const rows = await t.db
    .select({
      weekday: cleanerAvailability.weekday,
      startTime: cleanerAvailability.startTime,
      endTime: cleanerAvailability.endTime,
    })
    .from(cleanerAvailability)
    .where(eq(cleanerAvailability.userId, userId))
    .orderBy(asc(cleanerAvailability.weekday), asc(cleanerAvailability.startTime));
  return rows.map((r) => ({
    weekday: r.weekday,
    startTime: r.startTime.slice(0, 5),
    endTime: r.endTime.slice(0, 5),
  }));
}

export function put(app: FastifyInstance, cookie: string | undefined, url: string, payload: unknown) {
  return app.inject({ method: 'PUT', url, headers: cookie ? { cookie } : {}, payload: payload as object });
}

export function post(app: FastifyInstance, cookie: string | undefined, url: string) {
  return app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });
}

export function get(app: FastifyInstance, cookie: string | undefined, url: string) {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}
