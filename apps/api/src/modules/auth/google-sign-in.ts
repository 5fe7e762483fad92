import type { Locale } from '@limpa/contracts';
import type { Database } from '@limpa/db';
import type { LegalVersions } from '@limpa/domain';
import { APIError, getOAuthState } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import type { Config } from '../../config';
import { toLocale } from '../../lib/i18n';
import { createIdentityProviderProfile } from './auth.service';

/** The provider id: callback URL `${PUBLIC_URL}/api/auth/callback/google`. */
export const GOOGLE_PROVIDER_ID = 'google';

/** Error codes the web's /auth page turns into a message (the callback redirects to /auth?error=<code>). */
export const GOOGLE_UNVERIFIED_EMAIL = 'google_email_not_verified';

/** Google through better-auth's generic OAuth plugin: a configurable discovery URL (tests use a local server). */
export function googlePlugins(config: Pick<Config, 'google'>) {
  if (!config.google) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: GOOGLE_PROVIDER_ID,
          clientId: config.google.clientId,
          clientSecret: config.google.clientSecret,
          discoveryUrl: config.google.discoveryUrl,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
        },
      ],
    }),
  ];
}

/**
 * The only way better-auth creates a user here is a first Google sign-in (e-mail sign-up is our own route).
 * An address Google has not verified is refused: it could belong to someone else (decision 016).
 */
export function refuseUnverifiedIdentity(user: { emailVerified?: boolean | null }) {
  if (user.emailVerified !== true) {
    throw new APIError('FORBIDDEN', {
      code: GOOGLE_UNVERIFIED_EMAIL,
      message: 'Your Google e-mail address is not verified. Verify it with Google, then try again.',
    });
  }
}

/**
 * The Sign Up tab's role, the language the person was using and the terms versions its box accepted travel in
 * the OAuth state (`additionalData.signUpRole`, `.locale` and `.acceptedLegal`, set by our own route; the state
 * is kept server-side by better-auth, so a browser cannot add an acceptance to it).
 */
export async function signUpChoicesOfThisFlow(): Promise<{
  role: 'customer' | 'cleaner';
  locale: Locale;
  acceptedLegal: LegalVersions | null;
}> {
  const state = await getOAuthState<{
    signUpRole?: unknown;
    locale?: unknown;
    acceptedLegal?: unknown;
  }>().catch(() => null);
  return {
    role: state?.signUpRole === 'cleaner' ? 'cleaner' : 'customer',
    locale: toLocale(typeof state?.locale === 'string' ? state.locale : undefined),
    acceptedLegal: legalVersionsIn(state?.acceptedLegal),
  };
}

function legalVersionsIn(value: unknown): LegalVersions | null {
  if (typeof value !== 'object' || value === null) return null;
  const { terms, privacy } = value as Record<string, unknown>;
  return typeof terms === 'string' && typeof privacy === 'string' ? { terms, privacy } : null;
}

export async function createGoogleUserProfile(
  db: Database,
  user: { id: string; name: string; email: string },
) {
  await createIdentityProviderProfile(db, user, await signUpChoicesOfThisFlow());
}
