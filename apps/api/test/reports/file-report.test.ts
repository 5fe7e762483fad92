import { randomUUID } from 'node:crypto';
import { reports, reviews } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, expectProblem } from '../helpers/auth';
import { adminSignedIn, cleanerSignedIn } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { bookingBetween, customerSignedIn, postReport, reviewedCleaning } from './report-fixtures';

const t = useTestApp();

const reportsBy = (reporterId: string) =>
  t.db.select().from(reports).where(eq(reports.reporterId, reporterId));

describe('POST /api/v1/reports: a review', () => {
  it('any customer who can see the review reports it: 201, open, the reason trimmed', async () => {
    const { review } = await reviewedCleaning(t.app, t.db);
    const reader = await customerSignedIn(t.app, t.db);
    const res = await postReport(t.app, reader.cookie, {
      reviewId: review.id,
      reason: '  Insulting words  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), status: 'open' });
    expect(await reportsBy(reader.userId)).toMatchObject([
      {
        id: res.json().id,
        reviewId: review.id,
        reportedUserId: null,
        reason: 'Insulting words',
        status: 'open',
      },
    ]);
  });

  it('the reviewed cleaner reports a review of them; another cleaner gets 404, as for an unknown review', async () => {
    const { review, cleaner } = await reviewedCleaning(t.app, t.db);
    expect(
      (await postReport(t.app, cleaner.cookie, { reviewId: review.id, reason: 'Not true' })).statusCode,
    ).toBe(201);
    const other = await cleanerSignedIn(t.app, t.db);
    const theirs = await postReport(t.app, other.cookie, { reviewId: review.id, reason: 'Not true' });
    const unknown = await postReport(t.app, other.cookie, { reviewId: randomUUID(), reason: 'Not true' });
    expect(expectProblem(theirs, 404)).toEqual(expectProblem(unknown, 404));
    expect(await reportsBy(other.userId)).toEqual([]);
  });

  it('a hidden review, or one’s own, cannot be reported: 404', async () => {
    const { review, author } = await reviewedCleaning(t.app, t.db);
    expectProblem(await postReport(t.app, author.cookie, { reviewId: review.id, reason: 'Oops' }), 404);
    await t.db.update(reviews).set({ isHidden: true }).where(eq(reviews.id, review.id));
    const reader = await customerSignedIn(t.app, t.db);
    expectProblem(await postReport(t.app, reader.cookie, { reviewId: review.id, reason: 'Rude' }), 404);
    expect(await reportsBy(reader.userId)).toEqual([]);
  });

  it('one open report per reporter and review: a repeat is 409 "You have already reported this."', async () => {
    const { review } = await reviewedCleaning(t.app, t.db);
    const reader = await customerSignedIn(t.app, t.db);
    expect((await postReport(t.app, reader.cookie, { reviewId: review.id, reason: 'Rude' })).statusCode).toBe(
      201,
    );
    const again = await postReport(t.app, reader.cookie, { reviewId: review.id, reason: 'Still rude' });
    expect(expectProblem(again, 409, 'Already Reported')).toMatchObject({
      code: 'already_reported',
      detail: 'You have already reported this.',
    });
    // Both at once: the partial unique index lets exactly one through.
    const second = await customerSignedIn(t.app, t.db);
    const raced = await Promise.all(
      [1, 2].map(() => postReport(t.app, second.cookie, { reviewId: review.id, reason: 'Rude' })),
    );
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await reportsBy(reader.userId)).toHaveLength(1);
  });

  it('the duplicate answer in the reporter’s language', async () => {
    const { review } = await reviewedCleaning(t.app, t.db);
    const reader = await customerSignedIn(t.app, t.db);
    await chooseLanguage(t.app, reader.cookie, 'pt-PT');
    await postReport(t.app, reader.cookie, { reviewId: review.id, reason: 'Rude' });
    const again = await postReport(t.app, reader.cookie, { reviewId: review.id, reason: 'Rude' });
    expect(expectProblem(again, 409).detail).toBe('Já fez uma denúncia sobre isto.');
  });
});

describe('POST /api/v1/reports: a person', () => {
  it('a customer reports a cleaner they booked, and that cleaner the customer, whatever became of the booking', async () => {
    const customer = await customerSignedIn(t.app, t.db);
    const cleaner = await cleanerSignedIn(t.app, t.db);
    await bookingBetween(t.db, customer.userId, cleaner.userId, 'cancelled');
    const byCustomer = await postReport(t.app, customer.cookie, {
      userId: cleaner.userId,
      reason: 'Never came',
    });
    expect(byCustomer.statusCode, byCustomer.body).toBe(201);
    const byCleaner = await postReport(t.app, cleaner.cookie, {
      userId: customer.userId,
      reason: 'Aggressive',
    });
    expect(byCleaner.statusCode, byCleaner.body).toBe(201);
    expect(await reportsBy(cleaner.userId)).toMatchObject([
      { reportedUserId: customer.userId, reviewId: null },
    ]);
  });

  it('without a booking together, 404 as for someone who does not exist', async () => {
    const customer = await customerSignedIn(t.app, t.db);
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const otherCustomer = await customerSignedIn(t.app, t.db);
    await bookingBetween(t.db, otherCustomer.userId, cleaner.userId);
    const stranger = await postReport(t.app, customer.cookie, { userId: cleaner.userId, reason: 'Rude' });
    const nobody = await postReport(t.app, customer.cookie, { userId: 'no-such-user', reason: 'Rude' });
    expect(expectProblem(stranger, 404)).toEqual(expectProblem(nobody, 404));
    // Customer to customer: never a booking between them.
    expectProblem(
      await postReport(t.app, customer.cookie, { userId: otherCustomer.userId, reason: 'x' }),
      404,
    );
    expectProblem(await postReport(t.app, customer.cookie, { userId: customer.userId, reason: 'x' }), 404);
    expect(await reportsBy(customer.userId)).toEqual([]);
  });

  it('an admin cannot be reported (404), and cannot report (403)', async () => {
    const customer = await customerSignedIn(t.app, t.db);
    const admin = await adminSignedIn(t.app, t.db);
    const adminId = (
      await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: admin.cookie } })
    ).json().user.id as string;
    // Even with a booking row naming the admin as its cleaner (never made by the product), the admin stays hidden.
    await bookingBetween(t.db, customer.userId, adminId);
    expectProblem(await postReport(t.app, customer.cookie, { userId: adminId, reason: 'x' }), 404);
    expectProblem(await postReport(t.app, admin.cookie, { userId: customer.userId, reason: 'x' }), 403);
  });

  it('a second open report of the same person is 409; once it is closed, a new one may be filed', async () => {
    const customer = await customerSignedIn(t.app, t.db);
    const cleaner = await cleanerSignedIn(t.app, t.db);
    await bookingBetween(t.db, customer.userId, cleaner.userId);
    const first = await postReport(t.app, customer.cookie, { userId: cleaner.userId, reason: 'Rude' });
    expectProblem(await postReport(t.app, customer.cookie, { userId: cleaner.userId, reason: 'Rude' }), 409);
    await t.db
      .update(reports)
      .set({ status: 'dismissed', resolvedAt: new Date() })
      .where(eq(reports.id, first.json().id));
    expect(
      (await postReport(t.app, customer.cookie, { userId: cleaner.userId, reason: 'Again' })).statusCode,
    ).toBe(201);
  });
});

describe('POST /api/v1/reports: validation', () => {
  it.each([
    ['no target', { reason: 'Rude' }, 'Report either a review or a person.'],
    [
      'both targets',
      { reviewId: randomUUID(), userId: 'u', reason: 'Rude' },
      'Report either a review or a person.',
    ],
    ['a blank reason', { userId: 'u', reason: '   ' }, 'Please tell us what is wrong.'],
  ])('%s: 400 with the field message, nothing written', async (_what, body, message) => {
    const customer = await customerSignedIn(t.app, t.db);
    const problem = expectProblem(await postReport(t.app, customer.cookie, body), 400);
    expect(problem.errors?.map((e) => e.message)).toContain(message);
    expect(await reportsBy(customer.userId)).toEqual([]);
  });

  it('a reason over 500 characters, a missing reason or an unknown field: 400', async () => {
    const customer = await customerSignedIn(t.app, t.db);
    for (const body of [
      { userId: 'u', reason: 'x'.repeat(501) },
      { userId: 'u' },
      { userId: 'u', reason: 'Rude', status: 'dismissed' },
    ]) {
      expectProblem(await postReport(t.app, customer.cookie, body), 400);
    }
  });

  it('a field message in the reporter’s language', async () => {
    const customer = await customerSignedIn(t.app, t.db);
    await chooseLanguage(t.app, customer.cookie, 'fr-CA');
    const problem = expectProblem(
      await postReport(t.app, customer.cookie, { userId: 'u', reason: ' ' }),
      400,
    );
    expect(problem.errors?.map((e) => e.message)).toContain('Dites-nous ce qui ne va pas.');
  });

  it('signed out: 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports',
      payload: { userId: 'u', reason: 'x' },
    });
    expectProblem(res, 401);
  });
});
