import { afterAll, beforeAll } from 'vitest';
import { startOidcServer } from './oidc-server';
import { buildTestApp, type TestApp } from './test-app';

export type OidcServer = Awaited<ReturnType<typeof startOidcServer>>;

/** The settings that point the API's Google sign-in at the local provider instead of Google. */
export const googleEnvFor = (oidc: Pick<OidcServer, 'discoveryUrl'>) => ({
  GOOGLE_CLIENT_ID: 'limpa-test',
  GOOGLE_CLIENT_SECRET: 'secret',
  GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
});

/**
 * A Google sign-in test file's app and local provider: both started before the file's tests, both stopped after
 * them. As with useTestApp, the returned object is filled in by beforeAll: read its fields inside tests and hooks.
 */
export function useGoogleTestApp(): TestApp & { oidc: OidcServer } {
  const ref = {} as TestApp & { oidc: OidcServer };
  beforeAll(async () => {
    ref.oidc = await startOidcServer();
    Object.assign(ref, await buildTestApp({ env: googleEnvFor(ref.oidc) }));
  });
  afterAll(async () => {
    await ref.close?.();
    await ref.oidc?.stop();
  });
  return ref;
}
