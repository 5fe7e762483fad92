import { profiles, services, users } from '@limpa/db';
import { asc, eq, notLike } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem, me, signedInAs, signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

/** The catalogue's visible services' keys (English names), in name order. */
async function serviceIds() {
  const rows = await t.db
    .select({ name: services.name })
    .from(services)
    .where(notLike(services.name, 'DISABLED%'))
    .orderBy(asc(services.name));
  return { all: rows.map((r) => r.name), of: (name: string) => rows.find((r) => r.name === name)!.name };
}

type Role = 'customer' | 'cleaner' | 'admin';

const signedIn = (role: Role) => signedInAs(t.app, t.db, role);

/** One signed-in user per role for the tests that must leave the row unchanged (so sharing is safe). */
const shared = new Map<Role, Promise<{ cookie: string; userId: string }>>();
function sharedUser(role: Role) {
  if (!shared.has(role)) shared.set(role, signedIn(role));
  return shared.get(role)!;
}

const profileRow = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!;

const patch = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/me/profile',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

/** Fields no role may set through this endpoint, with a plausible value each. */
const FORBIDDEN_FIELDS: [string, unknown][] = [
  ['email', 'someone.else@example.test'],
  ['role', 'admin'],
  ['isApproved', true],
  ['onboardingComplete', true],
  ['avatarUrl', 'https://evil.example/me.png'],
  ['id', '00000000-0000-4000-8000-000000000000'],
  ['userId', 'someone-else'],
  ['country', 'CA'],
  ['currency', 'CAD'],
  ['firstName', 'Eve'],
  ['postalCode', '1000-001'],
  ['transportType', 'car'],
  ['payoutConnected', true],
  ['hourlyRateCents', 100],
  ['onboardingSteps', { 1: true, 2: true, 3: true }],
];

const CLEANER_ONLY: [string, unknown][] = [
  ['bio', 'I clean.'],
  ['hourlyRate', 22],
  ['workRadiusKm', 20],
  ['servicesOffered', ['Deep Cleaning']],
  ['homeTypes', ['T0']],
  ['addressLine1', 'Rua Augusta 1'],
  ['city', 'Lisboa'],
];

describe('PATCH /api/v1/me/profile', () => {
  it('answers 401 to a signed-out caller', async () => {
    expectProblem(await patch(undefined, { fullName: 'Nobody' }), 401);
  });

  it('lets a customer set a trimmed full name and phone, and returns { user, profile } like GET /me', async () => {
    const { cookie, userId } = await signedIn('customer');
    const res = await patch(cookie, { fullName: '  Maria Santos  ', phone: ' +351 913 222 333 ' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ id: userId, email: expect.any(String), emailVerified: false });
    expect(body.profile).toMatchObject({ userId, fullName: 'Maria Santos', phone: '+351 913 222 333' });
    expect((await me(t.app, cookie)).json()).toEqual(body);
    const row = await profileRow(userId);
    expect(row).toMatchObject({ fullName: 'Maria Santos', phone: '+351 913 222 333' });
    // The auth user's display name follows the profile.
    const [user] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(user!.name).toBe('Maria Santos');
  });

  it('stores an empty phone as null', async () => {
    const { cookie, userId } = await signedIn('customer');
    expect((await profileRow(userId)).phone).not.toBeNull();
    const res = await patch(cookie, { phone: '   ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile.phone).toBeNull();
    expect((await profileRow(userId)).phone).toBeNull();
  });

  it.each([
    ['blank', '   '],
    ['empty', ''],
    ['null', null],
    ['longer than 120 characters', 'x'.repeat(121)],
    ['not a string', 42],
  ])('refuses a %s full name with 400 and changes nothing', async (_label, fullName) => {
    const { cookie, userId } = await sharedUser('customer');
    const before = await profileRow(userId);
    const body = expectProblem(await patch(cookie, { fullName, phone: '' }), 400, 'Validation Error');
    expect(body.errors?.map((e) => e.path)).toContain('body.fullName');
    expect(await profileRow(userId)).toEqual(before);
  });

  it('accepts an empty body as a no-op', async () => {
    const { cookie, userId } = await signedIn('customer');
    const before = await profileRow(userId);
    const res = await patch(cookie, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile.fullName).toBe(before.fullName);
    expect(await profileRow(userId)).toEqual(before);
  });

  describe.each(['customer', 'cleaner', 'admin'] as const)('as a %s', (role) => {
    it.each(FORBIDDEN_FIELDS)('refuses %s with 400 and changes nothing', async (field, value) => {
      const { cookie, userId } = await sharedUser(role);
      const before = await profileRow(userId);
      const body = expectProblem(await patch(cookie, { fullName: 'Changed Name', [field]: value }), 400);
      expect(body.title).toBe('Validation Error');
      expect(await profileRow(userId)).toEqual(before);
    });
  });

  describe.each(['customer', 'admin'] as const)('as a %s', (role) => {
    it.each(CLEANER_ONLY)(
      'refuses the cleaner-only field %s with 400 and changes nothing',
      async (field, value) => {
        const { cookie, userId } = await sharedUser(role);
        const before = await profileRow(userId);
        const body = expectProblem(
          await patch(cookie, { fullName: 'Changed Name', [field]: value }),
          400,
          'Validation Error',
        );
        expect(body.errors).toEqual([{ path: `body.${field}`, message: 'Only cleaners can set this field' }]);
        expect(await profileRow(userId)).toEqual(before);
      },
    );

    it('may set full name and phone', async () => {
      const { cookie, userId } = await signedIn(role);
      const res = await patch(cookie, { fullName: 'New Name', phone: '+1 416 555 0100' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await profileRow(userId)).toMatchObject({
        fullName: 'New Name',
        phone: '+1 416 555 0100',
        role,
      });
    });
  });

  describe('as a cleaner', () => {
    it('saves every cleaner field; hourly rate 22 is stored as 2200 cents and answered as 22', async () => {
      const { cookie, userId } = await signedIn('cleaner');
      const { of } = await serviceIds();
      const [deep, house, windows] = [
        of('Deep Cleaning'),
        of('Regular House Cleaning'),
        of('Window Cleaning'),
      ];
      const res = await patch(cookie, {
        fullName: 'Ana Silva',
        phone: '+351 912 345 678',
        bio: '  Careful and friendly.  ',
        hourlyRate: 22,
        workRadiusKm: 25,
        servicesOffered: [deep, house, deep, windows],
        homeTypes: ['T3', 'T1', 'T3'],
        addressLine1: ' Rua Augusta 100 ',
        city: 'Lisboa',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().profile).toMatchObject({
        fullName: 'Ana Silva',
        bio: 'Careful and friendly.',
        hourlyRate: 22,
        workRadiusKm: 25,
        servicesOffered: [deep, house, windows],
        homeTypes: ['T1', 'T3'],
        addressLine1: 'Rua Augusta 100',
        city: 'Lisboa',
      });
      expect(await profileRow(userId)).toMatchObject({
        hourlyRateCents: 2200,
        workRadiusKm: 25,
        servicesOffered: [deep, house, windows],
        homeTypes: ['T1', 'T3'],
        bio: 'Careful and friendly.',
      });
      expect((await me(t.app, cookie)).json().profile).toMatchObject({
        hourlyRate: 22,
        servicesOffered: [deep, house, windows],
        homeTypes: ['T1', 'T3'],
      });
    });

    it('refuses a service no visible catalogue service is, with 400 unknown_service, and changes nothing', async () => {
      const { cookie, userId } = await sharedUser('cleaner');
      const { of } = await serviceIds();
      const [hidden] = await t.db
        .insert(services)
        .values({ name: `DISABLED Profile ${Date.now()}`, basePriceCents: 100, durationHours: 1 })
        .returning();
      try {
        const before = await profileRow(userId);
        for (const stranger of ['Dog Walking', hidden!.name]) {
          const res = await patch(cookie, { servicesOffered: [of('Deep Cleaning'), stranger] });
          expect(expectProblem(res, 400).code).toBe('unknown_service');
        }
        expect(await profileRow(userId)).toEqual(before);
      } finally {
        await t.db.delete(services).where(eq(services.id, hidden!.id));
      }
    });

    // The profile takes the rate to the cent, 20.00 to 25.00 (onboarding's slider keeps whole units).
    it.each([
      [20, 2000],
      [20.03, 2003],
      [22.5, 2250],
      [24.99, 2499],
      [25, 2500],
    ])('stores hourly rate %s as %i cents and reads it back', async (hourlyRate, cents) => {
      const { cookie, userId } = await signedIn('cleaner');
      const res = await patch(cookie, { hourlyRate });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().profile.hourlyRate).toBe(hourlyRate);
      expect((await profileRow(userId)).hourlyRateCents).toBe(cents);
      expect((await me(t.app, cookie)).json().profile.hourlyRate).toBe(hourlyRate);
    });

    it('saves 22.50 as the profile form sends it, and reads it back', async () => {
      const { cookie, userId } = await signedIn('cleaner');
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/me/profile',
        headers: { cookie, 'content-type': 'application/json' },
        payload: '{"hourlyRate":22.50}',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await profileRow(userId)).hourlyRateCents).toBe(2250);
      expect((await me(t.app, cookie)).json().profile.hourlyRate).toBe(22.5);
    });

    it.each([
      ['en', 'Hourly rate must be between 20 and 25, with at most two decimals.'],
      ['pt-PT', 'A tarifa horária tem de estar entre 20 e 25, com no máximo duas casas decimais.'],
      ['fr-CA', 'Le taux horaire doit être entre 20 et 25, avec au plus deux décimales.'],
    ])('refuses 26 in %s with the range in that language, changing nothing', async (locale, message) => {
      const { cookie } = await signUp(t.app, { role: 'cleaner', locale });
      const userId = (await me(t.app, cookie)).json().user.id as string;
      const before = await profileRow(userId);
      const body = expectProblem(await patch(cookie, { hourlyRate: 26 }), 400);
      expect(body.errors).toEqual([{ path: 'body.hourlyRate', message }]);
      expect(await profileRow(userId)).toEqual(before);
    });

    it('clears the hourly rate with null, and bio, address and city with empty strings', async () => {
      const { cookie, userId } = await signedIn('cleaner');
      await patch(cookie, { hourlyRate: 20, bio: 'x', addressLine1: 'y', city: 'z' });
      const res = await patch(cookie, { hourlyRate: null, bio: '', addressLine1: ' ', city: '' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await profileRow(userId)).toMatchObject({
        hourlyRateCents: null,
        bio: null,
        addressLine1: null,
        city: null,
      });
    });

    it.each([
      ['hourlyRate', 19.99],
      ['hourlyRate', 25.01],
      ['hourlyRate', 22.505],
      ['hourlyRate', 19],
      ['hourlyRate', 26],
      ['hourlyRate', 1000],
      ['hourlyRate', '22'],
      ['workRadiusKm', 2.5],
      ['workRadiusKm', -1],
      ['workRadiusKm', 0],
      ['workRadiusKm', 101],
      ['workRadiusKm', 501],
      ['workRadiusKm', null],
      ['bio', 'x'.repeat(1001)],
      ['servicesOffered', [''.padEnd(101, 'x')]],
      ['servicesOffered', 'Deep Cleaning'],
      ['servicesOffered', Array.from({ length: 21 }, () => 'Deep Cleaning')],
      ['homeTypes', []],
      ['homeTypes', ['T5']],
      ['homeTypes', 'T1'],
    ])('refuses %s = %o with 400 and changes nothing', async (field, value) => {
      const { cookie, userId } = await sharedUser('cleaner');
      const before = await profileRow(userId);
      const body = expectProblem(await patch(cookie, { [field]: value }), 400, 'Validation Error');
      expect(body.errors?.[0]?.path).toMatch(new RegExp(`^body\\.${field}`));
      expect(await profileRow(userId)).toEqual(before);
    });

    it('accepts radius bounds 1 and 100 and every service option', async () => {
      const { cookie, userId } = await signedIn('cleaner');
      const { all } = await serviceIds();
      expect((await patch(cookie, { workRadiusKm: 1, servicesOffered: all })).statusCode).toBe(200);
      expect(await profileRow(userId)).toMatchObject({ workRadiusKm: 1, servicesOffered: all });
      expect((await patch(cookie, { workRadiusKm: 100, servicesOffered: [] })).statusCode).toBe(200);
      expect(await profileRow(userId)).toMatchObject({ workRadiusKm: 100, servicesOffered: [] });
    });

    it('says what a radius may be, in the caller language, and the database refuses one outside it', async () => {
      const { cookie, userId } = await signedIn('cleaner');
      await t.db.update(profiles).set({ locale: 'fr-CA' }).where(eq(profiles.userId, userId));
      const res = await patch(cookie, { workRadiusKm: 101 });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe(
        'Le rayon de travail doit être un nombre entier de kilomètres entre 1 et 100',
      );
      await expect(
        t.db.update(profiles).set({ workRadiusKm: 0 }).where(eq(profiles.userId, userId)),
      ).rejects.toThrow();
    });

    it('moves the base point with the city, and a city the geocoder does not know leaves no point', async () => {
      const { cookie, userId } = await signedIn('cleaner');
      await t.db
        .update(profiles)
        .set({ country: 'PT', provinceOrDistrict: 'Porto' })
        .where(eq(profiles.userId, userId));
      expect((await patch(cookie, { city: 'Porto' })).statusCode).toBe(200);
      const porto = await profileRow(userId);
      expect(porto).toMatchObject({ locationPrecision: 'locality' });
      expect(porto.latitude).toBeCloseTo(41.15, 1);
      expect((await patch(cookie, { city: 'Rua Sem Nome' })).statusCode).toBe(200);
      expect(await profileRow(userId)).toMatchObject({ locationPrecision: 'region' });
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
      expect(me.body).not.toContain('latitude');
    });
  });
});
