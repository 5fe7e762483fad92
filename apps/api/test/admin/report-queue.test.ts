import { randomUUID } from 'node:crypto';
import { auditLog, profiles, reports, reviews } from '@limpa/db';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { cleanerSignedIn } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { bookingBetween, customerSignedIn, postReport, reviewedCleaning } from '../reports/report-fixtures';
import { ADMIN, adminOfFile, allPages, get, getOk, type Json, send } from './helpers';

const t = useTestApp();
const admin = adminOfFile(t);

const decide = (id: string, status: string, cookie = admin.cookie) =>
  send(t.app, 'PATCH', cookie, `${ADMIN}/reports/${id}`, { status });
const reportRow = async (id: string) => (await t.db.select().from(reports).where(eq(reports.id, id)))[0]!;
const profileIdOf = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!.id;
const auditOf = (reportIds: string[]) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.field, 'report'), eq(auditLog.actorId, admin.userId)))
    .then((rows) => rows.filter((r) => reportIds.some((id) => r.reason?.includes(id))));

/** A review with an open report from each of `reporters` fresh customers; the report ids in order. */
async function reportedReview(reporters = 1) {
  const cleaning = await reviewedCleaning(t.app, t.db, 'Broke a vase and lied');
  const ids: string[] = [];
  for (let i = 0; i < reporters; i++) {
    const reader = await customerSignedIn(t.app, t.db, `Reader ${i}`);
    const res = await postReport(t.app, reader.cookie, {
      reviewId: cleaning.review.id,
      reason: `Abusive ${i}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().id);
  }
  return { ...cleaning, ids };
}

/** A cleaner reported by a customer they had a booking with. */
async function reportedPerson() {
  const customer = await customerSignedIn(t.app, t.db, 'Paula Reporter');
  const cleaner = await cleanerSignedIn(t.app, t.db, { name: 'Rui Reported' });
  await bookingBetween(t.db, customer.userId, cleaner.userId);
  const res = await postReport(t.app, customer.cookie, {
    userId: cleaner.userId,
    reason: 'Threatening messages',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { customer, cleaner, id: res.json().id as string };
}

describe('GET /api/v1/admin/reports', () => {
  it('open by default, newest first: the review (text, stars, cleaner) or the person, the reporter, the reason', async () => {
    const review = await reportedReview();
    const person = await reportedPerson();
    const page = await getOk(t.app, admin.cookie, `${ADMIN}/reports`);
    const [newest, older] = page.items;
    expect(newest).toEqual({
      id: person.id,
      status: 'open',
      reason: 'Threatening messages',
      createdAt: expect.any(String),
      resolvedAt: null,
      reporter: {
        userId: person.customer.userId,
        profileId: await profileIdOf(person.customer.userId),
        fullName: 'Paula Reporter',
      },
      review: null,
      person: {
        userId: person.cleaner.userId,
        profileId: await profileIdOf(person.cleaner.userId),
        fullName: 'Rui Reported',
        role: 'cleaner',
      },
    });
    expect(older).toMatchObject({
      id: review.ids[0],
      reason: 'Abusive 0',
      person: null,
      review: {
        id: review.review.id,
        rating: 1,
        comment: 'Broke a vase and lied',
        isHidden: false,
        cleaner: { userId: review.cleaner.userId, fullName: 'Rita Rocha' },
      },
    });
  });

  it('filters by status, and pages through every report once (keyset, 50 a page)', async () => {
    const { ids } = await reportedReview(3);
    expect((await decide(ids[0]!, 'dismissed')).statusCode).toBe(200);
    const dismissed = await allPages<Json>(t.app, admin.cookie, `${ADMIN}/reports`, { status: 'dismissed' });
    expect(dismissed.items.map((r: Json) => r.id)).toContain(ids[0]);
    expect(dismissed.items.every((r: Json) => r.status === 'dismissed')).toBe(true);
    const open = await allPages<Json>(t.app, admin.cookie, `${ADMIN}/reports`, { status: 'open' });
    expect(open.items.map((r: Json) => r.id)).not.toContain(ids[0]);
    expect(open.items.map((r: Json) => r.id)).toEqual(expect.arrayContaining([ids[1], ids[2]]));

    // More than a page: 55 closed reports of one person (only open ones are one per reporter and target).
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const reporter = await customerSignedIn(t.app, t.db);
    const rows = Array.from({ length: 55 }, (_, i) => ({
      reporterId: reporter.userId,
      reportedUserId: cleaner.userId,
      reason: `r${i}`,
      status: 'action_taken' as const,
      resolvedAt: new Date(),
    }));
    await t.db.insert(reports).values(rows);
    const taken = await allPages<Json>(t.app, admin.cookie, `${ADMIN}/reports`, { status: 'action_taken' });
    expect(taken.pages[0]).toBe(50);
    const ids55 = taken.items.map((r: Json) => r.id);
    expect(new Set(ids55).size).toBe(ids55.length);
    expect(taken.items.filter((r: Json) => r.person?.userId === cleaner.userId)).toHaveLength(55);
  });

  it('an unknown status or a broken cursor: 400', async () => {
    expectProblem(await get(t.app, admin.cookie, `${ADMIN}/reports?status=closed`), 400);
    expectProblem(await get(t.app, admin.cookie, `${ADMIN}/reports?cursor=nonsense`), 400);
  });

  it('customers and cleaners get 403 on the admin routes, and nothing changes', async () => {
    const { ids, cleaner } = await reportedReview();
    const customer = await customerSignedIn(t.app, t.db);
    for (const cookie of [customer.cookie, cleaner.cookie]) {
      expectProblem(await get(t.app, cookie, `${ADMIN}/reports`), 403);
      expectProblem(await decide(ids[0]!, 'dismissed', cookie), 403);
    }
    expect((await reportRow(ids[0]!)).status).toBe('open');
  });
});

describe('PATCH /api/v1/admin/reports/:id', () => {
  it('dismisses an open report, recording who and when, with an audit row; a second decision is 409', async () => {
    const { ids, cleaner } = await reportedReview(2);
    const res = await decide(ids[0]!, 'dismissed');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: ids[0], status: 'dismissed', resolvedAt: expect.any(String) });
    expect(await reportRow(ids[0]!)).toMatchObject({ status: 'dismissed', resolvedBy: admin.userId });
    expect((await reportRow(ids[1]!)).status).toBe('open');
    expect(await auditOf(ids)).toMatchObject([
      {
        action: 'report_decision',
        targetProfileId: await profileIdOf(cleaner.userId),
        oldValue: 'open',
        newValue: 'dismissed',
      },
    ]);
    const again = await decide(ids[0]!, 'action_taken');
    expect(expectProblem(again, 409, 'Report Closed').code).toBe('report_closed');
    expect((await reportRow(ids[0]!)).status).toBe('dismissed');
  });

  it('taking action on a review’s report hides the review and closes all its open reports, each audited', async () => {
    const { ids, review } = await reportedReview(2);
    const res = await decide(ids[1]!, 'action_taken');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'action_taken', review: { isHidden: true } });
    const [hidden] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(hidden).toMatchObject({ isHidden: true, hiddenBy: admin.userId });
    const rows = await t.db.select().from(reports).where(inArray(reports.id, ids));
    expect(rows.map((r) => r.status)).toEqual(['action_taken', 'action_taken']);
    expect((await auditOf(ids)).map((a) => a.newValue)).toEqual(['action_taken', 'action_taken']);
  });

  it('taking action on a person’s report marks it; the person stays as they are', async () => {
    const { id, cleaner } = await reportedPerson();
    const res = await decide(id, 'action_taken');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'action_taken', person: { userId: cleaner.userId } });
    expect((await auditOf([id])).map((a) => a.newValue)).toEqual(['action_taken']);
  });

  it('unknown report 404; an invalid status 400', async () => {
    expectProblem(await decide(randomUUID(), 'dismissed'), 404);
    const { id } = await reportedPerson();
    expectProblem(await decide(id, 'open'), 400);
    expect((await reportRow(id)).status).toBe('open');
  });
});

describe('moderation closes reports in the same transaction', () => {
  it('hiding a review from the reviews screen closes its open reports as action taken, audited', async () => {
    const { ids, review } = await reportedReview(2);
    await decide(ids[0]!, 'dismissed');
    const res = await send(t.app, 'PATCH', admin.cookie, `${ADMIN}/reviews/${review.id}`, { isHidden: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await reportRow(ids[0]!)).status).toBe('dismissed');
    expect(await reportRow(ids[1]!)).toMatchObject({ status: 'action_taken', resolvedBy: admin.userId });
    expect((await auditOf([ids[1]!]))[0]).toMatchObject({
      newValue: 'action_taken',
      reason: expect.stringContaining('review_hidden'),
    });
    // Showing it again reopens nothing.
    await send(t.app, 'PATCH', admin.cookie, `${ADMIN}/reviews/${review.id}`, { isHidden: false });
    expect((await reportRow(ids[1]!)).status).toBe('action_taken');
  });

  it('suspending a person closes the open reports about them as action taken, audited; others stay open', async () => {
    const { id, cleaner } = await reportedPerson();
    const other = await reportedPerson();
    const res = await send(
      t.app,
      'PATCH',
      admin.cookie,
      `${ADMIN}/users/${await profileIdOf(cleaner.userId)}`,
      {
        suspended: true,
        reason: 'Threats to customers',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await reportRow(id)).toMatchObject({ status: 'action_taken', resolvedBy: admin.userId });
    expect((await reportRow(other.id)).status).toBe('open');
    expect((await auditOf([id]))[0]).toMatchObject({
      targetProfileId: await profileIdOf(cleaner.userId),
      reason: expect.stringContaining('person_suspended'),
    });
  });
});

describe('GET /api/v1/admin/stats', () => {
  it('counts the open reports', async () => {
    const before = (await getOk(t.app, admin.cookie, `${ADMIN}/stats`)).openReports;
    const { ids } = await reportedReview(2);
    expect((await getOk(t.app, admin.cookie, `${ADMIN}/stats`)).openReports).toBe(before + 2);
    await decide(ids[0]!, 'dismissed');
    expect((await getOk(t.app, admin.cookie, `${ADMIN}/stats`)).openReports).toBe(before + 1);
  });
});
