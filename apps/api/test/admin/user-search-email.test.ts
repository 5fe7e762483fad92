import { createCleaner, createCustomer } from '@limpa/db';
import { describe, expect, it } from 'vitest';
import { signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';
import { adminOfFile, get, getOk, type Json, searchTag, usersUrl } from './helpers';

// The admin users search over e-mail (the account row), beside name, phone and city (users.test.ts).
const t = useTestApp();
const admin = adminOfFile(t);

const tag = searchTag;

describe('GET /api/v1/admin/users?q= (e-mail)', () => {
  it('searches e-mail too: any part of it, case-insensitive, with the role filter', async () => {
    const k = tag();
    const byEmail = await createCustomer(t.db, { name: 'Mail Person', email: `ana.${k}@Example.test` });
    const cleaner = await createCleaner(t.db, { name: 'Mail Cleaner', email: `${k}.cleaner@limpa.test` });
    const ids = async (query: Record<string, string>) =>
      ((await getOk(t.app, admin.cookie, usersUrl(query))).items as Json[]).map((u) => u.id);
    expect(await ids({ q: `ana.${k}@example.TEST` })).toEqual([byEmail.profile.id]);
    expect(await ids({ q: k })).toEqual([cleaner.profile.id, byEmail.profile.id]);
    expect(await ids({ q: `${k}.cleaner@`, role: 'cleaner' })).toEqual([cleaner.profile.id]);
    expect(await ids({ q: `${k}.cleaner@`, role: 'customer' })).toEqual([]);
    // Another account's address does not leak into the results.
    expect(await ids({ q: `nobody.${k}@example.test` })).toEqual([]);
  });

  it('takes LIKE wildcards literally and stays admin-only', async () => {
    const k = tag();
    await createCustomer(t.db, { name: 'Wild Card', email: `w.${k}@example.test` });
    const ids = async (q: string) =>
      ((await getOk(t.app, admin.cookie, usersUrl({ q }))).items as Json[]).map((u) => u.id);
    expect(await ids(`%@${k}`)).toEqual([]);
    expect(await ids(`w_${k}@`)).toEqual([]);
    const customer = await signUp(t.app, { role: 'customer' });
    expect((await get(t.app, customer.cookie, usersUrl({ q: k }))).statusCode).toBe(403);
  });
});
