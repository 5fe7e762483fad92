import { describe, expect, it } from 'vitest';
import { expectProblem, me, signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

// Issue 30, finding 9: over HTTPS the session was also read from a cookie without its `__Secure-` prefix, which
// anyone on plain HTTP or a sibling subdomain can plant. Only the name better-auth sets for the deployment counts.
const PREFIX = '__Secure-';

describe('an HTTPS deployment (PUBLIC_URL https://…)', () => {
  const t = useTestApp({ env: { PUBLIC_URL: 'https://limpa.example' } });

  it('sets the __Secure- session cookie and reads it', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    expect(cookie).toMatch(/(^|; )__Secure-better-auth\.session_token=[^;]+/);
    expect((await me(t.app, cookie)).statusCode).toBe(200);
  });

  it('does not take the same signed session from a cookie without the prefix', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    const unprefixed = cookie.replaceAll(PREFIX, '');
    expect(unprefixed).toMatch(/^better-auth\.session_token=[^;]+/);
    expectProblem(await me(t.app, unprefixed), 401);
    // better-auth's own session endpoint agrees: nobody.
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: unprefixed },
    });
    expect(session.json()).toBeNull();
  });
});

describe('a plain-HTTP deployment (development, tests)', () => {
  const t = useTestApp();

  it('reads only the unprefixed name it sets', async () => {
    const { cookie } = await signUp(t.app, { role: 'customer' });
    expect(cookie).toMatch(/^better-auth\.session_token=[^;]+/);
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    expectProblem(await me(t.app, `${PREFIX}${cookie}`), 401);
  });
});
