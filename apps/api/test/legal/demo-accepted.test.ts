import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoIfEmpty } from '@limpa/db';
import { describe, expect, it } from 'vitest';
import { cookieFrom, signIn } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('demo accounts and the terms', () => {
  it('are seeded having accepted the terms in force, so a demo starts on its screens', async () => {
    await seedDemoIfEmpty(t.db);
    let checked = 0;
    for (const account of DEMO_ACCOUNTS) {
      const signedIn = await signIn(t.app, account.email, DEMO_PASSWORD);
      if (signedIn.statusCode !== 200) continue; // an admin seeded without a published password
      const cookie = cookieFrom(signedIn);
      const session = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie } });
      expect(session.json().legal?.accepted, account.email).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });
});
