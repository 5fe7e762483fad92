import { randomUUID } from 'node:crypto';
import { accounts, sessions, users, verifications } from '@limpa/db';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import type { Config } from '../../config';
import type { AppContext } from '../../lib/app-context';
import { CLIENT_IP_HEADER } from '../../lib/web-request';
import { findProfileAccess, isProfileActive, SUSPENDED_DETAIL } from './account-access';
import { accountMail } from './auth-mails';
import { endUnprovenPasswordBeforeLink } from './google-linking';
import {
  createGoogleUserProfile,
  GOOGLE_PROVIDER_ID,
  googlePlugins,
  refuseUnverifiedIdentity,
} from './google-sign-in';

const NAME_MAX = 120;
/** A session lasts 30 days and is extended once a day of use (also read by session-lookup.ts). */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

/** The public origin; Vite's dev server too, in development only. */
export function trustedOriginsFor(config: Pick<Config, 'env' | 'publicUrl'>): string[] {
  return config.env === 'development'
    ? [config.publicUrl, 'http://localhost:5173', 'http://127.0.0.1:5173']
    : [config.publicUrl];
}

/** better-auth on the app's database, mailing through the app's outbox and logging through its logger. */
export function createAuth({
  config,
  db,
  mailer,
  log,
}: Pick<AppContext, 'config' | 'db' | 'mailer' | 'log'>) {
  return betterAuth({
    appName: config.brandName,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    // Through the app's logger (levels, JSON lines, silence in tests), never straight to the console.
    logger: { log: (level, message, ...args) => log[level]({ args }, `better-auth: ${message}`) },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      // Sign-up goes through our own route: it needs a role and a profile in the same transaction.
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }, request) => {
        // Not awaited by the request: known and unknown e-mails must answer alike, in the same time.
        void accountMail(db, 'password_reset', { brand: config.brandName, user, url, request })
          .then((mail) => mailer.send(mail))
          .catch((err) => log.error({ err }, 'password reset mail failed'));
      },
    },
    emailVerification: {
      // Sent by our sign-up route and the "resend" action when REQUIRE_EMAIL_VERIFICATION is on.
      sendOnSignUp: false,
      expiresIn: 24 * 60 * 60,
      // Awaited: only ever sent to the signed-in or just-signed-up person, so the timing tells nothing.
      sendVerificationEmail: async ({ user, url }, request) => {
        await accountMail(db, 'verify_email', { brand: config.brandName, user, url, request })
          .then((mail) => mailer.send(mail))
          .catch((err) => log.error({ err }, 'verification mail failed'));
      },
    },
    account: {
      // A Google sign-in with the e-mail of an existing account joins that account instead of making a second
      // one, as long as Google says the address is verified. Joining an account whose own e-mail was never
      // verified is allowed only because the account.create hook below first takes its password and sessions
      // away (decision 016).
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: false },
    },
    session: { expiresIn: SESSION_EXPIRES_IN_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    // Our own PostgreSQL-backed limits apply (plugins/auth.ts); better-auth's would be per process.
    rateLimit: { enabled: false },
    trustedOrigins: trustedOriginsFor(config),
    advanced: {
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            refuseUnverifiedIdentity(user);
            // A name from an identity provider is bounded like every name we accept (120 characters).
            return { data: { ...user, name: (user.name ?? '').slice(0, NAME_MAX) } };
          },
          after: async (user) => createGoogleUserProfile(db, user),
        },
      },
      account: {
        create: {
          before: async (account) => {
            if (account.providerId === GOOGLE_PROVIDER_ID)
              await endUnprovenPasswordBeforeLink(db, account.userId);
          },
        },
      },
      session: {
        create: {
          // Every way in (password, Google) makes a session here: a suspended or deleted account gets none.
          before: async (session) => {
            const access = await findProfileAccess(db, session.userId);
            if (access && !isProfileActive(access)) {
              throw new APIError('FORBIDDEN', { code: 'account_suspended', message: SUSPENDED_DETAIL });
            }
          },
        },
      },
    },
    plugins: googlePlugins(config),
  });
}
export type Auth = ReturnType<typeof createAuth>;
