import { profiles, settings } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem, me, signUp } from '../helpers/auth';
import { useBookingWorld } from '../helpers/booking-world';
import { ADMIN, adminOfFile, getOk, send } from './helpers';

const { t, signInCleaner, newCustomer, book } = useBookingWorld();
const admin = adminOfFile(t);

const DEFAULTS = { maintenanceMode: false, requireProviderApproval: true, earliestStartHours: 2 };
const putSettings = (body: unknown) => send(t.app, 'PUT', admin.cookie, `${ADMIN}/settings`, body);
const appConfig = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/app-config' })).json();

describe('admin settings', () => {
  it('starts with the defaults: maintenance off, provider approval and identity verification required', async () => {
    const body = await getOk(t.app, admin.cookie, `${ADMIN}/settings`);
    expect(body).toEqual({
      maintenanceMode: false,
      requireProviderApproval: true,
      earliestStartHours: 2,
      requireIdentityVerification: true,
      updatedAt: expect.any(String),
    });
    expect(await appConfig()).toMatchObject({ maintenanceMode: false, earliestStartHours: 2 });
  });

  it('saves both settings in the single row, recording who saved them', async () => {
    const res = await putSettings({ ...DEFAULTS, requireProviderApproval: false });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({ ...DEFAULTS, requireProviderApproval: false });
    expect(Date.now() - Date.parse(saved.updatedAt)).toBeLessThan(60_000);
    expect(await getOk(t.app, admin.cookie, `${ADMIN}/settings`)).toEqual(saved);
    const rows = await t.db.select().from(settings);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ updatedBy: admin.userId, requireProviderApproval: false });
    await putSettings(DEFAULTS);
  });

  it('refuses a partial body, unknown fields and wrong types (400), changing nothing', async () => {
    for (const body of [
      {},
      { maintenanceMode: true },
      { requireProviderApproval: false },
      { maintenanceMode: false, requireProviderApproval: true },
      { ...DEFAULTS, maintenanceMode: 'on' },
      { ...DEFAULTS, brand: 'x' },
      { ...DEFAULTS, earliestStartHours: 0 },
      { ...DEFAULTS, earliestStartHours: 169 },
      { ...DEFAULTS, earliestStartHours: 1.5 },
      { ...DEFAULTS, earliestStartHours: '3' },
    ]) {
      expectProblem(await putSettings(body), 400, 'Validation Error');
    }
    expect(await getOk(t.app, admin.cookie, `${ADMIN}/settings`)).toMatchObject({
      maintenanceMode: false,
      requireProviderApproval: true,
      earliestStartHours: 2,
    });
  });

  it('maintenance mode refuses new bookings with 503 and tells the app; turning it off lets them through', async () => {
    const cleaner = await signInCleaner();
    const customer = await newCustomer();
    expect((await putSettings({ ...DEFAULTS, maintenanceMode: true })).statusCode).toBe(200);
    expect((await appConfig()).maintenanceMode).toBe(true);

    const refused = await book(customer, cleaner.userId);
    const problem = expectProblem(refused, 503, 'Bookings are temporarily disabled');
    expect(problem.detail).toBe('Bookings are temporarily disabled');

    expect((await putSettings(DEFAULTS)).statusCode).toBe(200);
    expect((await appConfig()).maintenanceMode).toBe(false);
    const created = await book(customer, cleaner.userId);
    expect(created.statusCode, created.body).toBe(201);
  });

  it('"Require provider approval" decides whether a new cleaner starts approved', async () => {
    const approvedAtSignUp = async () => {
      const { cookie } = await signUp(t.app, { role: 'cleaner' });
      const profile = (await me(t.app, cookie)).json().profile;
      const [row] = await t.db.select().from(profiles).where(eq(profiles.id, profile.id));
      expect(row?.isApproved).toBe(profile.isApproved);
      return profile.isApproved as boolean;
    };
    await putSettings({ ...DEFAULTS, requireProviderApproval: false });
    expect(await approvedAtSignUp()).toBe(true);
    await putSettings(DEFAULTS);
    expect(await approvedAtSignUp()).toBe(false);
  });
});
