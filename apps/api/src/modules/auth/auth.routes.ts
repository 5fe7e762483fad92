import {
  googleSignInBody,
  type ProblemCode,
  requestPasswordResetBody,
  signInBody,
  signUpBody,
} from '@limpa/contracts';
import type { Database } from '@limpa/db';
import type { LegalVersions } from '@limpa/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound, passedOnCode, tooManyRequests } from '../../lib/app-error';
import { HOUR, MINUTE, type RateLimiter } from '../../lib/rate-limiter';
import { requestLocale } from '../../lib/request-locale';
import { sendProblem } from '../../lib/send-problem';
import { sendWebResponse, toWebRequest } from '../../lib/web-request';
import { termsNotAcceptedAtSignUp } from '../legal/legal.errors';
import { accountSuspended } from './account-access';
import { signUpUser } from './auth.service';
import type { Auth } from './create-auth';
import { GOOGLE_PROVIDER_ID } from './google-sign-in';
import { saveChosenLocale } from './save-chosen-locale';
import { sendVerificationMail } from './send-verification-mail';

interface AuthRoutesOptions {
  auth: Auth;
  db: Database;
  limiter: RateLimiter;
  origin: string;
  authPerIpLimit: number;
  googleEnabled: boolean;
  requireEmailVerification: boolean;
  /** The terms and privacy versions in force: what a sign-up accepts. */
  legal: LegalVersions;
}

/** better-auth answers errors as `{ code, message }`; the API answers every error as problem+json. */
async function relay(reply: FastifyReply, response: Response, titleOnError: string): Promise<FastifyReply> {
  if (response.status < 400) return sendWebResponse(reply, response);
  // better-auth answers 500 when its database is away: the error handler finds out and says 503.
  if (response.status >= 500) throw new Error(`auth handler answered ${response.status}`);
  const raw = await response.text();
  let message = titleOnError;
  let code: ProblemCode = 'auth_error';
  try {
    const parsed = JSON.parse(raw) as { message?: string; code?: string };
    message = parsed.message || message;
    code = passedOnCode((parsed.code ?? code).toLowerCase());
  } catch {
    // not JSON: keep the generic wording
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (code === 'account_suspended') return sendProblem(reply, accountSuspended());
  return sendProblem(reply, new AppError(response.status, code, titleOnError, message));
}

export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  const { auth, limiter, origin } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const limitAuthIp = async (request: FastifyRequest) => {
    const hit = await limiter.hit(`auth-ip:${request.ip}`, opts.authPerIpLimit, 5 * MINUTE);
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
  };
  const forward = (request: FastifyRequest, body?: unknown, path?: string) =>
    auth.handler(toWebRequest(request, origin, body, path));

  r.post(
    '/api/auth/sign-up/email',
    // The terms box is judged before the other fields: unticked, the answer is `terms_not_accepted` (decision 068).
    { schema: { body: signUpBody, hide: true }, attachValidation: true },
    async (request, reply) => {
      const sent = request.body as unknown;
      if (
        typeof sent !== 'object' ||
        sent === null ||
        (sent as { acceptTerms?: unknown }).acceptTerms !== true
      ) {
        throw termsNotAcceptedAtSignUp();
      }
      if (request.validationError) throw request.validationError;
      await limitAuthIp(request);
      // The language picked on the sign-in page, else the one the web shows (its Accept-Language).
      const locale = request.body.locale ?? requestLocale(request);
      const { user } = await signUpUser(opts.db, request.body, locale, opts.legal);
      if (opts.requireEmailVerification) await sendVerificationMail(auth, user.email, request.log);
      const credentials = { email: request.body.email, password: request.body.password };
      const response = await forward(request, credentials, '/api/auth/sign-in/email');
      return relay(reply, response, 'Sign up failed');
    },
  );

  r.post('/api/auth/sign-in/email', { schema: { body: signInBody, hide: true } }, async (request, reply) => {
    await limitAuthIp(request);
    // Failed sign-ins are counted per account and client IP together, so a stranger's guesses cannot lock the
    // owner out from elsewhere; the per-IP limit above bounds guessing across accounts (decision 004). A failure
    // is reserved first and given back on success, so a parallel burst cannot pass the limit.
    const failKey = `signin-fail:${request.ip}:${request.body.email}`;
    const hit = await limiter.hit(failKey, 5, 15 * MINUTE);
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
    const { locale, ...credentials } = request.body;
    const response = await forward(request, credentials);
    if (response.ok) await limiter.undo(failKey);
    // Saved before answering, so the session the web reads next already carries the chosen language.
    if (response.ok && locale) await saveChosenLocale(opts.db, request.body.email, locale);
    if (response.status === 401) {
      return sendProblem(
        reply,
        new AppError(401, 'invalid_credentials', 'Sign in failed', 'Invalid email or password'),
      );
    }
    return relay(reply, response, 'Sign in failed');
  });

  r.post(
    '/api/auth/request-password-reset',
    { schema: { body: requestPasswordResetBody, hide: true } },
    async (request, reply) => {
      const perIp = await limiter.hit(`reset-ip:${request.ip}`, 10, HOUR);
      if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterSeconds);
      const perEmail = await limiter.hit(`reset-email:${request.body.email}`, 3, HOUR);
      if (!perEmail.allowed) throw tooManyRequests(perEmail.retryAfterSeconds);
      return relay(reply, await forward(request, request.body), 'Password reset failed');
    },
  );

  // The web's Google button: better-auth answers `{ url, redirect }` (the provider's authorization URL) and sets
  // the state cookie. The Sign Up tab's role and the language ride in the state, read when the first sign-in
  // creates the user.
  r.post(
    '/api/auth/sign-in/social',
    { schema: { body: googleSignInBody, hide: true } },
    async (request, reply) => {
      if (request.body.provider !== GOOGLE_PROVIDER_ID || !opts.googleEnabled) {
        throw new AppError(
          400,
          'google_not_configured',
          'Google sign in failed',
          'Google sign-in is not configured on this server.',
        );
      }
      await limitAuthIp(request);
      const body = {
        provider: GOOGLE_PROVIDER_ID,
        callbackURL: request.body.callbackURL ?? '/dashboard',
        errorCallbackURL: '/auth',
        // The language the person uses now (the web sends it as Accept-Language) becomes a new profile's.
        additionalData: {
          signUpRole: request.body.role ?? 'customer',
          locale: requestLocale(request),
          // The versions the Sign Up tab's box accepted, stored on the account this sign-in may create.
          ...(request.body.acceptTerms ? { acceptedLegal: opts.legal } : {}),
        },
      };
      return relay(reply, await forward(request, body), 'Google sign in failed');
    },
  );

  // Only the better-auth endpoints this product uses are reachable; everything else under /api/auth is a 404
  // (update-user, change-password, delete-user… would bypass our validation and rules).
  const passThrough = (method: 'GET' | 'POST', url: string) =>
    app.route({
      method,
      url,
      schema: { hide: true },
      handler: async (request, reply) => relay(reply, await forward(request), 'Request failed'),
    });
  passThrough('POST', '/api/auth/sign-out');
  passThrough('GET', '/api/auth/get-session');
  passThrough('POST', '/api/auth/reset-password');
  passThrough('GET', '/api/auth/reset-password/:token');
  passThrough('GET', '/api/auth/verify-email');
  if (opts.googleEnabled) passThrough('GET', '/api/auth/callback/:providerId');
  app.all('/api/auth/*', async () => {
    throw notFound();
  });
}
