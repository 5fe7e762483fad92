import { cleanerAvailability, profiles, users } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem, me } from '../helpers/auth';
import { adminSignedIn } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';
import { availabilityRows, newCleaner, newCustomer, post, profileRow, put } from './helpers';

const t = useTestApp();

const STEP = (n: number | string) => `/api/v1/me/onboarding/steps/${n}`;
const HOURLY_RATE_DETAIL = 'Hourly rate must be a whole number between 20 and 25.';

const canadianStep1 = {
  firstName: 'Maria',
  lastName: 'Tremblay',
  phone: '+1 416 555 0100',
  country: 'CA',
  addressLine1: '100 King St W',
  addressLine2: 'Unit 4',
  city: 'Toronto',
  provinceOrDistrict: 'Ontario',
  postalCode: 'm5v3a4',
  transportType: 'biking',
};

const portugueseStep1 = {
  firstName: 'Ana',
  lastName: 'Silva',
  phone: '+351 912 345 678',
  country: 'PT',
  addressLine1: 'Rua Augusta 100',
  city: 'Lisboa',
  provinceOrDistrict: 'Lisboa',
  postalCode: '1100-053',
  transportType: 'bus',
};

const week = [
  { weekday: 1, startTime: '09:00', endTime: '12:00' },
  { weekday: 1, startTime: '13:00', endTime: '17:00' },
  { weekday: 3, startTime: '08:00', endTime: '18:00' },
];

describe('PUT /api/v1/me/onboarding/steps/1', () => {
  it('refuses a body without the required fields, listing each, and changes nothing', async () => {
    const c = await newCleaner(t.app);
    const body = expectProblem(await put(t.app, c.cookie, STEP(1), {}), 400, 'Validation Error');
    expect(body.detail).toBe('Please fill in all required fields');
    const paths = body.errors?.map((e) => e.path);
    for (const field of [
      'firstName',
      'lastName',
      'phone',
      'country',
      'addressLine1',
      'city',
      'transportType',
    ]) {
      expect(paths).toContain(`body.${field}`);
    }
    expect(paths).not.toContain('body.postalCode');
    expect(paths).not.toContain('body.addressLine2');

    const blank = expectProblem(
      await put(t.app, c.cookie, STEP(1), { ...portugueseStep1, firstName: '  ', city: '' }),
      400,
      'Validation Error',
    );
    expect(blank.errors?.map((e) => e.path).sort()).toEqual(['body.city', 'body.firstName']);
    const row = await profileRow(t, c.userId);
    expect(row.onboardingStep1Complete).toBe(false);
    expect(row.country).toBeNull();
  });

  it('saves a Canadian cleaner: full name, CAD, province code, upper-cased postal code, placed at its FSA', async () => {
    const c = await newCleaner(t.app);
    const res = await put(t.app, c.cookie, STEP(1), canadianStep1);
    expect(res.statusCode, res.body).toBe(200);
    const { user, profile } = res.json();
    expect(user).toEqual({ id: c.userId, email: c.email, emailVerified: false });
    expect(profile).toMatchObject({
      firstName: 'Maria',
      lastName: 'Tremblay',
      fullName: 'Maria Tremblay',
      phone: '+1 416 555 0100',
      country: 'CA',
      currency: 'CAD',
      addressLine1: '100 King St W',
      addressLine2: 'Unit 4',
      city: 'Toronto',
      provinceOrDistrict: 'ON',
      postalCode: 'M5V 3A4',
      transportType: 'biking',
      onboardingSteps: { 1: true, 2: false, 3: false },
      onboardingComplete: false,
    });
    const row = await profileRow(t, c.userId);
    // Placed at its postal code's FSA (M5V), never returned in the answer.
    expect(row).toMatchObject({ locationPrecision: 'postal_area' });
    expect(row.latitude).toBeCloseTo(43.6, 0);
    expect(JSON.stringify(res.json())).not.toContain('latitude');
    const [authUser] = await t.db.select().from(users).where(eq(users.id, c.userId));
    expect(authUser!.name).toBe('Maria Tremblay');
    // GET /me shows the same profile.
    expect((await me(t.app, c.cookie)).json().profile).toEqual(profile);
  });

  it('accepts a province code in any case and no province or postal code at all', async () => {
    const c = await newCleaner(t.app);
    const withCode = await put(t.app, c.cookie, STEP(1), { ...canadianStep1, provinceOrDistrict: 'qc' });
    expect(withCode.json().profile.provinceOrDistrict).toBe('QC');
    const { provinceOrDistrict: _p, postalCode: _c, ...bare } = canadianStep1;
    const res = await put(t.app, c.cookie, STEP(1), bare);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({ provinceOrDistrict: null, postalCode: null, currency: 'CAD' });
  });

  it('refuses an invalid Canadian province or postal code', async () => {
    const c = await newCleaner(t.app);
    const body = expectProblem(
      await put(t.app, c.cookie, STEP(1), {
        ...canadianStep1,
        provinceOrDistrict: 'Texas',
        postalCode: 'D1A 1A1',
      }),
      400,
      'Validation Error',
    );
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'body.provinceOrDistrict', message: 'Please select a valid province' },
        { path: 'body.postalCode', message: 'Please enter a valid Canadian postal code (e.g. M5V 3A4)' },
      ]),
    );
    expect((await profileRow(t, c.userId)).onboardingStep1Complete).toBe(false);
  });

  it('saves a Portuguese cleaner with EUR and a free-text district; refuses a bad Portuguese postal code', async () => {
    const c = await newCleaner(t.app);
    const bad = expectProblem(
      await put(t.app, c.cookie, STEP(1), { ...portugueseStep1, postalCode: '1100053' }),
      400,
      'Validation Error',
    );
    expect(bad.detail).toBe('Please enter a valid Portuguese postal code (e.g. 1000-001)');

    const res = await put(t.app, c.cookie, STEP(1), {
      ...portugueseStep1,
      provinceOrDistrict: 'Grande Lisboa',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({
      country: 'PT',
      currency: 'EUR',
      provinceOrDistrict: 'Grande Lisboa',
      postalCode: '1100-053',
      fullName: 'Ana Silva',
    });
  });

  it('takes the currency from the country, never from the client, and moves it when the country changes', async () => {
    const c = await newCleaner(t.app);
    expectProblem(await put(t.app, c.cookie, STEP(1), { ...portugueseStep1, currency: 'CAD' }), 400);
    expectProblem(await put(t.app, c.cookie, STEP(1), { ...portugueseStep1, latitude: 43.6 }), 400);
    expect((await profileRow(t, c.userId)).currency).toBeNull();

    expect((await put(t.app, c.cookie, STEP(1), portugueseStep1)).json().profile.currency).toBe('EUR');
    expect((await put(t.app, c.cookie, STEP(1), canadianStep1)).json().profile.currency).toBe('CAD');
  });

  it('places the base at the address just given, and at nowhere when the geocoder cannot', async () => {
    const c = await newCleaner(t.app);
    expect((await put(t.app, c.cookie, STEP(1), portugueseStep1)).statusCode).toBe(200);
    const first = await profileRow(t, c.userId);
    expect(first.locationPrecision).not.toBeNull();
    expect((await put(t.app, c.cookie, STEP(1), canadianStep1)).statusCode).toBe(200);
    expect(await profileRow(t, c.userId)).toMatchObject({ locationPrecision: 'postal_area' });
    const { provinceOrDistrict: _p, postalCode: _c, ...bare } = canadianStep1;
    expect((await put(t.app, c.cookie, STEP(1), bare)).statusCode).toBe(200);
    const row = await profileRow(t, c.userId);
    expect([row.latitude, row.longitude, row.locationPrecision]).toEqual([null, null, null]);
  });

  it('accepts only the avatar URL already stored (the photo is uploaded with PUT /me/avatar)', async () => {
    const c = await newCleaner(t.app);
    const foreign = expectProblem(
      await put(t.app, c.cookie, STEP(1), { ...portugueseStep1, avatarUrl: 'https://evil.example/me.png' }),
      400,
      'Validation Error',
    );
    expect(foreign.errors?.[0]?.path).toBe('body.avatarUrl');
    expect((await profileRow(t, c.userId)).avatarUrl).toBeNull();

    const stored = '/api/v1/files/avatars/0f8fad5b-d9cb-469f-a165-70867728950e.jpg';
    await t.db.update(profiles).set({ avatarUrl: stored }).where(eq(profiles.userId, c.userId));
    const same = await put(t.app, c.cookie, STEP(1), { ...portugueseStep1, avatarUrl: stored });
    expect(same.statusCode, same.body).toBe(200);
    const absent = await put(t.app, c.cookie, STEP(1), { ...portugueseStep1, avatarUrl: null });
    expect(absent.json().profile.avatarUrl).toBe(stored);
  });
});

describe('PUT /api/v1/me/onboarding/steps/2', () => {
  it.each([19, 26, 22.5, 0, -20, '22', null])(
    'refuses hourly rate %s with the rule and changes nothing',
    async (rate) => {
      const c = await newCleaner(t.app);
      const body = expectProblem(
        await put(t.app, c.cookie, STEP(2), { hourlyRate: rate, availability: week }),
        400,
        'Validation Error',
      );
      expect(body.detail).toBe(rate === null ? 'Please fill in all required fields' : HOURLY_RATE_DETAIL);
      expect(body.errors?.map((e) => e.path)).toEqual(['body.hourlyRate']);
      const row = await profileRow(t, c.userId);
      expect(row.hourlyRateCents).toBeNull();
      expect(row.onboardingStep2Complete).toBe(false);
      expect(await availabilityRows(t, c.userId)).toEqual([]);
    },
  );

  it.each([20, 25])(
    'accepts hourly rate %s, stores it as cents and replaces the availability',
    async (rate) => {
      const c = await newCleaner(t.app);
      await t.db
        .insert(cleanerAvailability)
        .values({ userId: c.userId, weekday: 6, startTime: '10:00', endTime: '11:00' });
      const res = await put(t.app, c.cookie, STEP(2), { hourlyRate: rate, availability: week });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().profile).toMatchObject({
        hourlyRate: rate,
        onboardingSteps: { 1: false, 2: true, 3: false },
      });
      expect((await profileRow(t, c.userId)).hourlyRateCents).toBe(rate * 100);
      expect(await availabilityRows(t, c.userId)).toEqual(week);
    },
  );

  it('needs at least one time slot', async () => {
    const c = await newCleaner(t.app);
    for (const availability of [[], undefined]) {
      const body = expectProblem(
        await put(t.app, c.cookie, STEP(2), { hourlyRate: 20, availability }),
        400,
        'Validation Error',
      );
      expect(body.detail).toBe('Add at least one time slot');
    }
    expect((await profileRow(t, c.userId)).onboardingStep2Complete).toBe(false);
  });

  it('refuses overlapping, inverted and out-of-range slots with each problem, keeping the old rows', async () => {
    const c = await newCleaner(t.app);
    expect((await put(t.app, c.cookie, STEP(2), { hourlyRate: 21, availability: week })).statusCode).toBe(
      200,
    );
    const body = expectProblem(
      await put(t.app, c.cookie, STEP(2), {
        hourlyRate: 22,
        availability: [
          { weekday: 2, startTime: '09:00', endTime: '12:00' },
          { weekday: 2, startTime: '11:00', endTime: '14:00' },
          { weekday: 4, startTime: '17:00', endTime: '09:00' },
          { weekday: 7, startTime: '09:00', endTime: '10:00' },
        ],
      }),
      400,
      'Validation Error',
    );
    expect(body.detail).toBe('Time slots on the same day must not overlap.');
    expect(body.errors).toEqual([
      { path: 'body.availability.1.startTime', message: 'Time slots on the same day must not overlap.' },
      { path: 'body.availability.2.endTime', message: 'End time must be after start time.' },
      { path: 'body.availability.3.weekday', message: 'Weekday must be 0 (Sunday) to 6 (Saturday).' },
    ]);
    expect(await availabilityRows(t, c.userId)).toEqual(week);
    expect((await profileRow(t, c.userId)).hourlyRateCents).toBe(2100);
  });
});

describe('payout connect, step 3 and completion', () => {
  it('refuses step 3 before payouts are connected, then accepts it', async () => {
    const c = await newCleaner(t.app);
    const refused = expectProblem(await put(t.app, c.cookie, STEP(3), {}), 422, 'Error saving progress');
    expect(refused.detail).toBe('Connect your payout account first.');
    expect((await profileRow(t, c.userId)).onboardingStep3Complete).toBe(false);

    const connect = await post(t.app, c.cookie, '/api/v1/me/payout/connect');
    expect(connect.statusCode, connect.body).toBe(200);
    expect(connect.json().profile.payoutConnected).toBe(true);
    // Idempotent.
    const again = await post(t.app, c.cookie, '/api/v1/me/payout/connect');
    expect(again.statusCode).toBe(200);
    expect(again.json().profile.payoutConnected).toBe(true);

    const res = await put(t.app, c.cookie, STEP(3), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile.onboardingSteps).toEqual({ 1: false, 2: false, 3: true });
  });

  it('refuses to complete until all three steps are done, then completes', async () => {
    const c = await newCleaner(t.app);
    const complete = () => post(t.app, c.cookie, '/api/v1/me/onboarding/complete');
    const refuse = async () => {
      const body = expectProblem(await complete(), 422, 'Error completing profile');
      expect(body.detail).toBe('Please complete all three steps first.');
      expect((await profileRow(t, c.userId)).onboardingComplete).toBe(false);
    };

    await refuse();
    expect((await put(t.app, c.cookie, STEP(1), portugueseStep1)).statusCode).toBe(200);
    await refuse();
    expect((await put(t.app, c.cookie, STEP(2), { hourlyRate: 23, availability: week })).statusCode).toBe(
      200,
    );
    await refuse();
    await post(t.app, c.cookie, '/api/v1/me/payout/connect');
    await refuse();
    expect((await put(t.app, c.cookie, STEP(3), {})).statusCode).toBe(200);

    const res = await complete();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({
      onboardingComplete: true,
      onboardingSteps: { 1: true, 2: true, 3: true },
      payoutConnected: true,
      hourlyRate: 23,
    });
    expect((await me(t.app, c.cookie)).json().profile.onboardingComplete).toBe(true);
    expect((await complete()).statusCode).toBe(200);
  });

  it('answers 404 for an unknown step and 400 for unknown fields', async () => {
    const c = await newCleaner(t.app);
    for (const step of [0, 4, 'abc']) {
      expectProblem(await put(t.app, c.cookie, STEP(step), {}), 404);
    }
    expectProblem(await put(t.app, c.cookie, STEP(3), { payoutConnected: true }), 400, 'Validation Error');
    expectProblem(
      await put(t.app, c.cookie, STEP(2), { hourlyRate: 20, availability: week, onboardingComplete: true }),
      400,
      'Validation Error',
    );
    const row = await profileRow(t, c.userId);
    expect([row.payoutConnected, row.onboardingComplete, row.onboardingStep2Complete]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('access', () => {
  const calls: [string, string, unknown?][] = [
    ['PUT', STEP(1), portugueseStep1],
    ['PUT', STEP(2), { hourlyRate: 20, availability: week }],
    ['PUT', STEP(3), {}],
    ['PUT', STEP(9), {}],
    ['POST', '/api/v1/me/payout/connect'],
    ['POST', '/api/v1/me/onboarding/complete'],
  ];

  it('refuses customers and admins (403) and signed-out callers (401), changing nothing', async () => {
    const customer = await newCustomer(t.app);
    const admin = await adminSignedIn(t.app, t.db);
    for (const [method, url, payload] of calls) {
      for (const cookie of [customer.cookie, admin.cookie]) {
        const res = await t.app.inject({
          method: method as 'PUT',
          url,
          headers: { cookie },
          payload: payload as object,
        });
        expectProblem(res, 403);
      }
      expectProblem(await t.app.inject({ method: method as 'PUT', url, payload: payload as object }), 401);
    }
    const customerProfile = (await me(t.app, customer.cookie)).json().profile;
    expect(customerProfile).toMatchObject({
      payoutConnected: false,
      country: null,
      onboardingSteps: { 1: false },
    });
  });
});
