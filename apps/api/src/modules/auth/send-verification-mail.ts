import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from './create-auth';

/** Where the verification link lands once used: the dashboard, which shows the account as verified. */
const AFTER_VERIFICATION = '/dashboard?emailVerified=1';

/** Mails a verification link (better-auth signs the token); a failure is logged, never shown to the caller. */
export async function sendVerificationMail(auth: Auth, email: string, log: FastifyBaseLogger) {
  try {
    await auth.api.sendVerificationEmail({ body: { email, callbackURL: AFTER_VERIFICATION } });
  } catch (err) {
    log.error({ err }, 'verification mail not sent');
  }
}
