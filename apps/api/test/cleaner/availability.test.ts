import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { cleanerSignedIn } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { availabilityRows, get, newCleaner, newCustomer, put } from './helpers';

const t = useTestApp();

const URL = '/api/v1/me/availability';
type Slot = { weekday: number; startTime: string; endTime: string };
const slot = (weekday: number, startTime: string, endTime: string): Slot => ({ weekday, startTime, endTime });
const sorted = (list: Slot[]) =>
  [...list].sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime));

describe('GET /api/v1/me/availability', () => {
  it("lists the cleaner's own rows by weekday then start time, as HH:mm", async () => {
    const rows = [slot(5, '13:00', '24:00'), slot(0, '10:00', '12:00'), slot(5, '08:30', '12:00')];
    const c = await cleanerSignedIn(t.app, t.db, { availability: rows });
    await cleanerSignedIn(t.app, t.db); // someone else's rows never show
    const res = await get(t.app, c.cookie, URL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(sorted(rows));
  });

  it('is empty for a cleaner without rows (the default week applies)', async () => {
    const c = await newCleaner(t.app);
    expect((await get(t.app, c.cookie, URL)).json()).toEqual([]);
  });
});

describe('PUT /api/v1/me/availability', () => {
  it('replaces every row and returns the stored list', async () => {
    const c = await cleanerSignedIn(t.app, t.db);
    const other = await cleanerSignedIn(t.app, t.db, { availability: [slot(2, '09:00', '10:00')] });
    const next = [
      slot(6, '09:00', '13:00'),
      slot(1, '14:00', '18:00'),
      slot(1, '09:00', '14:00'),
      slot(3, '00:00', '24:00'),
    ];
    const res = await put(t.app, c.cookie, URL, next);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(sorted(next));
    expect(await availabilityRows(t, c.userId)).toEqual(sorted(next));
    expect((await get(t.app, c.cookie, URL)).json()).toEqual(sorted(next));
    expect(await availabilityRows(t, other.userId)).toEqual([slot(2, '09:00', '10:00')]);
  });

  it('accepts an empty list (back to the default week)', async () => {
    const c = await cleanerSignedIn(t.app, t.db);
    const res = await put(t.app, c.cookie, URL, []);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
    expect(await availabilityRows(t, c.userId)).toEqual([]);
  });

  const invalid: [string, unknown, { path: string; message: string }][] = [
    [
      'an inverted slot',
      [slot(1, '17:00', '09:00')],
      { path: 'body.0.endTime', message: 'End time must be after start time.' },
    ],
    [
      'an empty slot',
      [slot(1, '09:00', '09:00')],
      { path: 'body.0.endTime', message: 'End time must be after start time.' },
    ],
    [
      'overlapping slots',
      [slot(2, '09:00', '12:00'), slot(4, '09:00', '12:00'), slot(2, '11:59', '15:00')],
      { path: 'body.2.startTime', message: 'Time slots on the same day must not overlap.' },
    ],
    [
      'weekday 7',
      [slot(7, '09:00', '12:00')],
      { path: 'body.0.weekday', message: 'Weekday must be 0 (Sunday) to 6 (Saturday).' },
    ],
    [
      'weekday -1',
      [slot(-1, '09:00', '12:00')],
      { path: 'body.0.weekday', message: 'Weekday must be 0 (Sunday) to 6 (Saturday).' },
    ],
    [
      'a bad time',
      [slot(1, '9am', '12:00')],
      { path: 'body.0.startTime', message: 'Start time must be HH:mm between 00:00 and 24:00.' },
    ],
    [
      'an hour past 24',
      [slot(1, '09:00', '25:00')],
      { path: 'body.0.endTime', message: 'End time must be HH:mm between 00:00 and 24:00.' },
    ],
  ];

  it.each(invalid)('refuses %s with 400 and leaves the rows unchanged', async (_name, body, problem) => {
    const before = [slot(1, '08:00', '19:00'), slot(2, '08:00', '19:00')];
    const c = await cleanerSignedIn(t.app, t.db, { availability: before });
    const res = expectProblem(await put(t.app, c.cookie, URL, body), 400, 'Validation Error');
    expect(res.errors).toContainEqual(problem);
    expect(res.detail).toBe(problem.message);
    expect(await availabilityRows(t, c.userId)).toEqual(before);
  });

  it('refuses malformed bodies (not a list, unknown fields, wrong types)', async () => {
    const before = [slot(1, '08:00', '19:00')];
    const c = await cleanerSignedIn(t.app, t.db, { availability: before });
    for (const body of [
      { weekday: 1, startTime: '09:00', endTime: '10:00' },
      [{ ...slot(1, '09:00', '10:00'), userId: 'someone-else' }],
      [{ weekday: '1', startTime: '09:00', endTime: '10:00' }],
      [{ weekday: 1, startTime: '09:00' }],
    ]) {
      expectProblem(await put(t.app, c.cookie, URL, body), 400, 'Validation Error');
    }
    expect(await availabilityRows(t, c.userId)).toEqual(before);
  });

  it('parallel replacements leave exactly one of the submitted lists', async () => {
    const c = await cleanerSignedIn(t.app, t.db, { availability: [] });
    // Lists of different lengths on different weekdays: any interleaving would leave a mixture.
    const lists = Array.from({ length: 8 }, (_, i) =>
      Array.from({ length: 2 + (i % 4) }, (_, j) =>
        slot((i + j) % 7, `${String(8 + j).padStart(2, '0')}:00`, `${String(9 + j).padStart(2, '0')}:00`),
      ),
    );
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(lists.map((list) => put(t.app, c.cookie, URL, list)));
      for (const [i, res] of results.entries()) {
        expect(res.statusCode, res.body).toBe(200);
        // Each answer is the list that request stored.
        expect(res.json()).toEqual(sorted(lists[i]!));
      }
      const stored = await availabilityRows(t, c.userId);
      expect(lists.map(sorted)).toContainEqual(stored);
    }
  });

  it('refuses customers (403) and signed-out callers (401)', async () => {
    const customer = await newCustomer(t.app);
    expectProblem(await get(t.app, customer.cookie, URL), 403);
    expectProblem(await put(t.app, customer.cookie, URL, [slot(1, '09:00', '10:00')]), 403);
    expectProblem(await get(t.app, undefined, URL), 401);
    expectProblem(await put(t.app, undefined, URL, []), 401);
  });
});
