import { changePasswordBody, deleteAccountBody, problemSchema } from '@limpa/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { HOUR } from '../../lib/rate-limiter';
import type { Auth } from '../auth/create-auth';
import { sendVerificationMail } from '../auth/send-verification-mail';
import { changePassword } from './change-password';
import { deleteAccount } from './delete-account';
import { exportMyData } from './export-my-data';

const tags = ['me'];
const noContent = { 204: z.null().describe('Done') };

/**
 * A person's own account: password, a copy of their data, leaving, e-mail verification
 * (docs/api.md#accounts).
 */
export async function accountRoutes(app: FastifyInstance, { auth }: { auth: Auth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, limiter } = app.ctx;

  /** Tells the browser to drop the session cookie of a session that no longer exists. */
  const clearSessionCookie = async (reply: FastifyReply) => {
    const { name, attributes } = (await auth.$context).authCookies.sessionToken;
    const secure = attributes.secure ? '; Secure' : '';
    reply.header('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  };

  r.post(
    '/api/v1/me/password',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        description:
          'Changes the password once the current one is proven (5 tries per 15 minutes); every other session of the caller ends. 422 "Incorrect Password".',
        body: changePasswordBody,
        response: { ...noContent, 400: problemSchema, 422: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      await changePassword(app.ctx, request.auth, request.body);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/v1/me/export',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        description:
          'Everything stored about the caller as a JSON download: account, profile, sign-in methods, sessions, addresses, cards (brand and last four), bookings, reviews, favourites, availability, payouts. Other people appear by first name only.',
      },
    },
    async (request, reply) => {
      await limiter.enforce(`data-export:${request.auth.userId}`, 10, HOUR);
      const data = await exportMyData(db, request.auth.userId);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="limpa-my-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  r.delete(
    '/api/v1/me',
    {
      // Leaving stays possible for someone who will not accept new terms.
      config: { access: ['customer', 'cleaner'], beforeTerms: true },
      schema: {
        tags,
        description:
          'Deletes the account, confirmed with the password: personal data erased or anonymised, pending bookings cancelled, sessions ended. Bookings and money records stay under "Deleted user". 409 while a confirmed booking is not finished.',
        body: deleteAccountBody,
        response: { ...noContent, 400: problemSchema, 409: problemSchema, 422: problemSchema },
      },
    },
    async (request, reply) => {
      await deleteAccount(request.ctx, request.auth, request.body.password);
      await clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/v1/me/verification-email',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        description:
          'Mails a new e-mail verification link (3 an hour). 409 when the address is already verified.',
        response: { ...noContent, 409: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      if (request.auth.emailVerified) {
        throw new AppError(
          409,
          'already_verified',
          'Already Verified',
          'Your e-mail address is already verified.',
        );
      }
      await limiter.enforce(`verification-mail:${request.auth.userId}`, 3, HOUR);
      await sendVerificationMail(auth, request.auth.email, request.log);
      return reply.status(204).send(null);
    },
  );
}
