import { randomUUID } from 'node:crypto';
import {
  addCompletedBookingWithReview,
  cleanerDocuments,
  createAddress,
  createBooking,
  createBookingSeries,
  createCleaner,
  createPaymentMethod,
  type Database,
  enquiries,
  profiles,
  reports,
  services,
  supportCases,
} from '@limpa/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signUp } from '../helpers/auth';
import { adminSignedIn, cleanerSignedIn, futureDate } from '../helpers/booking-fixtures';
import { issueTestInvoice } from '../helpers/invoices';
import { multipartBody } from '../helpers/multipart';

/** Who walks the route table: one of each kind of person, and two customers to tell "mine" from "theirs". */
export const ACTORS = [
  'signedOut',
  'customerA',
  'customerB',
  'pendingCleaner',
  'cleaner',
  'admin',
  'suspended',
] as const;
export type Actor = (typeof ACTORS)[number];

/** An actor, or someone none of them is (a third customer with another cleaner). */
export type Owner = Actor | 'stranger';

interface Person {
  cookie: string;
  userId: string;
  profileId: string;
}

export interface World {
  people: Record<Exclude<Actor, 'signedOut'>, Person>;
  /** Something of theirs that a route's :param names; a fresh one each call (writes may consume it). */
  make: {
    address(owner: Owner): Promise<string>;
    card(owner: Owner): Promise<string>;
    booking(owner: Owner): Promise<string>;
    /** An invoice of one of the owner's bookings (decision 080). */
    invoice(owner: Owner): Promise<string>;
    series(owner: Owner): Promise<string>;
    review(): Promise<string>;
    /** A pre-booking conversation: a customer's with the approved cleaner (a stranger's with another one). */
    enquiry(owner: Owner): Promise<string>;
    /** A help-desk case the owner opened. */
    supportCase(owner: Owner): Promise<string>;
    /** An open report by customer A of the approved cleaner (admins decide any report). */
    report(): Promise<string>;
    /** The catalogue's default service (admins edit any service). */
    service(): Promise<string>;
    /** A pending identity document of a new cleaner (admins review any). */
    cleanerDocument(): Promise<string>;
    /** A signed link's token to a stored document file (admins open any). */
    documentLinkToken(): Promise<string>;
  };
}

async function person(db: Database, cookie: string, userId: string): Promise<Person> {
  const [profile] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
  return { cookie, userId, profileId: profile!.id };
}

async function customer(app: FastifyInstance, db: Database): Promise<Person> {
  const { cookie } = await signUp(app, { role: 'customer' });
  const me = (await app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })).json();
  await createAddress(db, me.user.id);
  return person(db, cookie, me.user.id);
}

export async function buildWorld(app: FastifyInstance, db: Database): Promise<World> {
  const cleaner = await cleanerSignedIn(app, db);
  const pending = await cleanerSignedIn(app, db, { approved: false, onboarded: false });
  const admin = await adminSignedIn(app, db);
  const adminMe = (
    await app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: admin.cookie } })
  ).json();
  // Signed in, then suspended by the admin: the session the person still holds must open nothing.
  const suspended = await customer(app, db);
  const suspension = await app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/users/${suspended.profileId}`,
    headers: { cookie: admin.cookie },
    payload: { suspended: true, reason: 'Authorization matrix' },
  });
  if (suspension.statusCode !== 200) throw new Error(suspension.body);
  const people = {
    suspended,
    customerA: await customer(app, db),
    customerB: await customer(app, db),
    pendingCleaner: await person(db, pending.cookie, pending.userId),
    cleaner: await person(db, cleaner.cookie, cleaner.userId),
    admin: await person(db, admin.cookie, adminMe.user.id),
  };
  const otherCleaner = await cleanerSignedIn(app, db);
  const stranger = await customer(app, db);
  let day = 20;
  const customerOf = (owner: Owner) =>
    owner === 'customerB' ? people.customerB : owner === 'stranger' ? stranger : people.customerA;
  // A customer's booking is with the approved cleaner, so "the cleaner's booking" is one of them too.
  const sides = (owner: Owner) => ({
    customerId: customerOf(owner).userId,
    cleanerId: owner === 'stranger' ? otherCleaner.userId : people.cleaner.userId,
    bookingDate: futureDate(day++),
  });
  return {
    people,
    make: {
      address: async (owner) =>
        (await createAddress(db, customerOf(owner).userId, { addressType: 'additional' })).id,
      card: async (owner) =>
        (await createPaymentMethod(db, customerOf(owner).userId, { isDefault: false })).id,
      booking: async (owner) => (await createBooking(db, { ...sides(owner), bookingTime: '10:00' })).id,
      invoice: async (owner) =>
        (await issueTestInvoice(db, (await createBooking(db, { ...sides(owner), bookingTime: '12:00' })).id))
          .id,
      series: async (owner) =>
        (await createBookingSeries(db, { ...sides(owner), bookingTime: '14:00' })).series.id,
      review: async () =>
        (
          await addCompletedBookingWithReview(db, {
            customerId: people.customerB.userId,
            cleaner: { user: { id: people.cleaner.userId }, profile: { country: 'PT' } },
            daysAgo: 3 + day++,
            rating: 4,
          })
        ).review.id,
      enquiry: async (owner) => {
        const [row] = await db
          .insert(enquiries)
          .values({
            customerId: customerOf(owner).userId,
            cleanerId: owner === 'stranger' ? otherCleaner.userId : people.cleaner.userId,
          })
          .onConflictDoUpdate({
            target: [enquiries.customerId, enquiries.cleanerId],
            set: { openedAt: new Date() },
          })
          .returning({ id: enquiries.id });
        return row!.id;
      },
      service: async () =>
        (await db.select({ id: services.id }).from(services).where(eq(services.isDefault, true)))[0]!.id,
      report: async () => {
        const [row] = await db
          .insert(reports)
          .values({
            reporterId: people.customerA.userId,
            reportedUserId: people.cleaner.userId,
            reason: 'Rude',
          })
          .returning({ id: reports.id });
        return row!.id;
      },
      cleanerDocument: async () => {
        const owner = await createCleaner(db);
        const [row] = await db
          .insert(cleanerDocuments)
          .values({
            cleanerId: owner.user.id,
            kind: 'identity',
            fileName: 'id.pdf',
            contentType: 'application/pdf',
            byteSize: 9,
            storageKey: `documents/${randomUUID()}.pdf`,
          })
          .returning({ id: cleanerDocuments.id });
        return row!.id;
      },
      documentLinkToken: async () => {
        const { payload, headers } = multipartBody(
          'file',
          'id.pdf',
          'application/pdf',
          Buffer.from('%PDF-1.4\n'),
        );
        const sent = await app.inject({
          method: 'PUT',
          url: '/api/v1/me/documents/identity',
          headers: { ...headers, cookie: otherCleaner.cookie },
          payload,
        });
        const link = await app.inject({
          method: 'POST',
          url: `/api/v1/admin/documents/${sent.json().id}/link`,
          headers: { cookie: admin.cookie },
        });
        return (link.json().url as string).split('/').pop()!;
      },
      supportCase: async (owner) => {
        const requesterId = owner === 'cleaner' ? people.cleaner.userId : customerOf(owner).userId;
        const [row] = await db
          .insert(supportCases)
          .values({ requesterId, topic: 'other' })
          .returning({ id: supportCases.id });
        return row!.id;
      },
    },
  };
}
