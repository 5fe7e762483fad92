import { randomUUID } from 'node:crypto';
import { auditLog, createApprovedIdentity, createCleaner, createCustomer, profiles, users } from '@limpa/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem, signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';
import {
  ADMIN,
  adminOfFile,
  allPages,
  get,
  getOk,
  type Json,
  qs,
  searchTag,
  send,
  signedInAdmin,
  usersUrl,
} from './helpers';

const t = useTestApp();
const admin = adminOfFile(t);

const tag = searchTag;
const digits = () => String(Math.floor(Math.random() * 1e8)).padStart(8, '0');

const patchUser = (profileId: string, body: unknown, cookie = admin.cookie) =>
  send(t.app, 'PATCH', cookie, `${ADMIN}/users/${profileId}`, body);
const profileOf = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;
const auditOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.targetProfileId, id));

describe('GET /api/v1/admin/users', () => {
  it('searches full name, phone and city (contains, case-insensitive) and filters by role', async () => {
    const k = tag();
    const phone = digits();
    const byName = await createCustomer(t.db, { name: `Maria ${k} Silva` });
    const byPhone = await createCustomer(t.db, { name: 'Phone Person', phone: `+351 9${phone}` });
    const byCity = await createCleaner(t.db, { name: 'City Cleaner', city: `Vila ${k}ville` });
    await createCustomer(t.db, { name: 'Someone Else' });

    const ids = async (query: Record<string, string>) =>
      ((await getOk(t.app, admin.cookie, usersUrl(query))).items as Json[]).map((u) => u.id);

    expect(await ids({ q: k })).toEqual([byCity.profile.id, byName.profile.id]);
    expect(await ids({ q: k.toUpperCase() })).toEqual([byCity.profile.id, byName.profile.id]);
    expect(await ids({ q: phone.slice(2) })).toEqual([byPhone.profile.id]);
    expect(await ids({ q: `${k}VILLE` })).toEqual([byCity.profile.id]);
    expect(await ids({ q: k, role: 'cleaner' })).toEqual([byCity.profile.id]);
    expect(await ids({ q: k, role: 'customer' })).toEqual([byName.profile.id]);
    expect(await ids({ q: k, role: 'admin' })).toEqual([]);
    // LIKE wildcards are taken literally.
    expect(await ids({ q: `%${k}%` })).toEqual([]);
    expect(await ids({ q: `Maria_${k}` })).toEqual([]);

    const body = await getOk(t.app, admin.cookie, usersUrl({ q: k, role: 'cleaner' }));
    expect(body).toEqual({
      items: [
        {
          id: byCity.profile.id,
          userId: byCity.user.id,
          fullName: 'City Cleaner',
          role: 'cleaner',
          phone: '+351 912 345 678',
          city: `Vila ${k}ville`,
          isApproved: true,
          lateCancellationCount: 0,
          noShowBlocked: false,
          onboardingComplete: true,
          suspended: false,
          cancellationCount: 0,
          createdAt: byCity.profile.createdAt.toISOString(),
        },
      ],
      nextCursor: null,
    });
  });

  it('refuses an unknown role and a cursor that is not one of ours (400)', async () => {
    expectProblem(await get(t.app, admin.cookie, usersUrl({ role: 'superuser' })), 400);
    expectProblem(await get(t.app, admin.cookie, usersUrl({ cursor: 'not-a-cursor' })), 400);
    expectProblem(await get(t.app, admin.cookie, `${ADMIN}/users?limit=5`), 400);
  });

  it('pages 50 at a time and returns every user exactly once while new users sign up between pages', async () => {
    const k = tag();
    // 120 users inserted in one statement share created_at; then spread over 7 microseconds of one
    // millisecond, so a cursor that kept only milliseconds (or ignored the id) would skip or repeat rows.
    const seeded = Array.from({ length: 120 }, (_, i) => ({ id: randomUUID(), name: `Page ${k} ${i}` }));
    await t.db
      .insert(users)
      .values(seeded.map((u) => ({ id: u.id, name: u.name, email: `${u.id}@example.test` })));
    await t.db
      .insert(profiles)
      .values(seeded.map((u) => ({ userId: u.id, role: 'customer' as const, fullName: u.name })));
    await t.db.execute(sql`
      update profiles p set created_at = date_trunc('milliseconds', p.created_at) + (x.n % 7) * interval '1 microsecond'
      from (select id, row_number() over (order by id) as n from profiles where full_name like ${`Page ${k} %`}) x
      where p.id = x.id`);

    let signedUp = 0;
    const { items, pages } = await allPages(t.app, admin.cookie, `${ADMIN}/users`, { q: k }, async () => {
      for (let i = 0; i < 2; i++) {
        await signUp(t.app, { role: i ? 'cleaner' : 'customer', name: `New ${k} ${signedUp++}` });
      }
    });
    expect(pages).toEqual([50, 50, 20]);
    const names = items.map((u) => u.fullName as string);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(seeded.map((u) => u.name).sort());

    // Read again from the start: everyone, newest first, the late sign-ups on top.
    const again = await allPages(t.app, admin.cookie, `${ADMIN}/users`, { q: k });
    expect(again.pages).toEqual([50, 50, 26]);
    expect(new Set(again.items.map((u) => u.id)).size).toBe(126);
    expect(again.items.slice(0, 6).every((u) => u.fullName.startsWith(`New ${k}`))).toBe(true);
    const stamps = again.items.map((u) => Date.parse(u.createdAt));
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
  });
});

describe('GET /api/v1/admin/users/:profileId', () => {
  it("shows every field of the User details dialog, e-mail included; 404 'User not found'", async () => {
    const email = `${tag()}@example.test`;
    const cleaner = await createCleaner(t.db, {
      email,
      name: 'Rosa Martins',
      city: 'Porto',
      hourlyRateCents: 2350,
      profile: {
        addressLine2: 'Apt 3',
        provinceOrDistrict: 'Porto',
        postalCode: '4000-001',
        workRadiusKm: 15,
      },
    });
    const detail = await getOk(t.app, admin.cookie, `${ADMIN}/users/${cleaner.profile.id}`);
    expect(detail).toEqual({
      id: cleaner.profile.id,
      userId: cleaner.user.id,
      fullName: 'Rosa Martins',
      email,
      role: 'cleaner',
      isApproved: true,
      lateCancellationCount: 0,
      noShowBlockedAt: null,
      noShowCount: 0,
      phone: '+351 912 345 678',
      city: 'Porto',
      addressLine1: '1 Demo Street',
      addressLine2: 'Apt 3',
      provinceOrDistrict: 'Porto',
      postalCode: '4000-001',
      country: 'PT',
      hourlyRate: 23.5,
      currency: 'EUR',
      workRadiusKm: 15,
      onboardingComplete: true,
      payoutConnected: true,
      servicesOffered: ['Regular House Cleaning', 'Deep Cleaning'],
      suspended: false,
      suspendedAt: null,
      suspensionReason: null,
      cancellationCount: 0,
      createdAt: cleaner.profile.createdAt.toISOString(),
      audit: [],
    });

    const missing = expectProblem(
      await get(t.app, admin.cookie, `${ADMIN}/users/${randomUUID()}`),
      404,
      'User not found',
    );
    expect(missing.detail).toBe('User not found');
    expectProblem(await get(t.app, admin.cookie, `${ADMIN}/users/not-a-uuid`), 400);
  });
});

describe('PATCH /api/v1/admin/users/:profileId', () => {
  it('changes role and approval, audits each changed field, and shows the history newest first', async () => {
    const customer = await createCustomer(t.db, { name: 'Carla Costa' });
    const id = customer.profile.id;

    const res = await patchUser(id, { role: 'cleaner' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, userId: customer.user.id, role: 'cleaner', isApproved: false });

    // Approval needs an approved identity document while the setting is on (decision 071).
    await createApprovedIdentity(t.db, customer.user.id);
    const both = await patchUser(id, { role: 'cleaner', isApproved: true });
    expect(both.json()).toMatchObject({ role: 'cleaner', isApproved: true });
    // Nothing changes: nothing is audited.
    expect((await patchUser(id, { isApproved: true })).statusCode).toBe(200);
    expect((await patchUser(id, {})).statusCode).toBe(200);

    expect(await profileOf(id)).toMatchObject({ role: 'cleaner', isApproved: true });
    const rows = await auditOf(id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.field === 'role')).toMatchObject({
      actorId: admin.userId,
      action: 'role_change',
      oldValue: 'customer',
      newValue: 'cleaner',
    });
    expect(rows.find((r) => r.field === 'isApproved')).toMatchObject({
      actorId: admin.userId,
      action: 'approval_change',
      oldValue: 'false',
      newValue: 'true',
    });

    const detail = await getOk(t.app, admin.cookie, `${ADMIN}/users/${id}`);
    expect(detail.audit).toEqual([
      {
        id: expect.any(String),
        actorName: 'Ada Admin',
        field: 'isApproved',
        oldValue: 'false',
        newValue: 'true',
        reason: null,
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        actorName: 'Ada Admin',
        field: 'role',
        oldValue: 'customer',
        newValue: 'cleaner',
        reason: null,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('a promoted user gets admin access at once, and a demoted one loses it', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })).json();
    expectProblem(await get(t.app, cookie, `${ADMIN}/stats`), 403);
    expect((await patchUser(me.profile.id, { role: 'admin' })).statusCode).toBe(200);
    expect((await get(t.app, cookie, `${ADMIN}/stats`)).statusCode).toBe(200);
    expect((await patchUser(me.profile.id, { role: 'customer' })).statusCode).toBe(200);
    expectProblem(await get(t.app, cookie, `${ADMIN}/stats`), 403);
  });

  it('refuses to remove your own admin role (422 "Update failed"), leaving the role and the audit unchanged', async () => {
    for (const role of ['customer', 'cleaner']) {
      const body = expectProblem(await patchUser(admin.profileId, { role }), 422, 'Update failed');
      expect(body.detail).toBe('You cannot remove your own admin role.');
    }
    expectProblem(
      await patchUser(admin.profileId, { role: 'customer', isApproved: true }),
      422,
      'Update failed',
    );
    expect(await profileOf(admin.profileId)).toMatchObject({ role: 'admin', isApproved: false });
    expect(await auditOf(admin.profileId)).toHaveLength(0);
    // Keeping one's own admin role is fine.
    expect((await patchUser(admin.profileId, { role: 'admin' })).statusCode).toBe(200);
  });

  it('two admins demoting each other at the same instant: one wins, the other is refused, an admin remains', async () => {
    const a = await signedInAdmin(t.app, t.db);
    const b = await signedInAdmin(t.app, t.db);
    const [ab, ba] = await Promise.all([
      patchUser(b.profileId, { role: 'customer' }, a.cookie),
      patchUser(a.profileId, { role: 'customer' }, b.cookie),
    ]);
    expect([ab.statusCode, ba.statusCode].sort()).toEqual([200, 403]);
    const roles = [(await profileOf(a.profileId)).role, (await profileOf(b.profileId)).role].sort();
    expect(roles).toEqual(['admin', 'customer']);
  });

  it('refuses an invalid role, unknown fields and wrong types (400), changing nothing', async () => {
    const customer = await createCustomer(t.db, { name: 'Stays Customer' });
    const id = customer.profile.id;
    for (const body of [{ role: 'superuser' }, { role: 'Admin' }, { isApproved: 'yes' }, { fullName: 'x' }]) {
      expectProblem(await patchUser(id, body), 400, 'Validation Error');
    }
    expect(await profileOf(id)).toMatchObject({
      role: 'customer',
      isApproved: false,
      fullName: 'Stays Customer',
    });
    expect(await auditOf(id)).toHaveLength(0);
  });

  it("404 'User not found' for an unknown profile", async () => {
    expectProblem(await patchUser(randomUUID(), { isApproved: true }), 404, 'User not found');
  });

  it('unapproving a cleaner removes them from GET /api/v1/providers and approving adds them back', async () => {
    const city = `Cidade ${tag()}`;
    const cleaner = await createCleaner(t.db, { name: 'Listed Lina', city });
    await createApprovedIdentity(t.db, cleaner.user.id);
    const listed = async () =>
      ((await getOk(t.app, admin.cookie, `/api/v1/providers?${qs({ city })}`)).items as Json[]).map(
        (p) => p.userId,
      );
    const profile = () => get(t.app, admin.cookie, `/api/v1/providers/${cleaner.user.id}`);

    expect(await listed()).toEqual([cleaner.user.id]);
    expect((await patchUser(cleaner.profile.id, { isApproved: false })).json()).toMatchObject({
      isApproved: false,
    });
    expect(await listed()).toEqual([]);
    expectProblem(await profile(), 404, 'Provider not found');

    expect((await patchUser(cleaner.profile.id, { isApproved: true })).json()).toMatchObject({
      isApproved: true,
    });
    expect(await listed()).toEqual([cleaner.user.id]);
    expect((await profile()).statusCode).toBe(200);
    expect((await auditOf(cleaner.profile.id)).map((r) => r.newValue).sort()).toEqual(['false', 'true']);
  });
});
