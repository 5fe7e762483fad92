import {
  adminSupportCasePage,
  adminSupportCasesQuery,
  guestSupportCaseBody,
  guestSupportCaseResponse,
  idParam,
  openSupportCaseBody,
  openSupportCaseResponse,
  problemSchema,
  supportCaseDetailSchema,
  supportCasePage,
  supportCasesQuery,
  supportMessageBody,
  supportMessageSchema,
  supportPhotoParams,
  supportPhotoSchema,
} from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPrivateJpeg } from '../../lib/private-jpeg-reply';
import { GUEST_CASES_PER_IP } from '../../lib/rate-limiter';
import { requestLocale } from '../../lib/request-locale';
import { readUploadedFile } from '../profile/uploaded-file';
import { listMySupportCases, listSupportCaseQueue } from './list-support-cases';
import { openGuestSupportCase } from './open-guest-support-case';
import { openSupportCase } from './open-support-case';
import {
  assignSupportCase,
  closeSupportCase,
  getSupportCase,
  postSupportMessage,
} from './support-conversation';
import { addSupportPhoto, readSupportPhoto } from './support-photos';

/** The help desk (decision 064): customers and cleaners ask; the person and admins write; admins take and close. */
export async function supportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const tags = ['support'];

  r.post(
    '/api/v1/support/cases',
    {
      config: { access: ['customer', 'cleaner'], writeLimit: 'supportCase' },
      schema: { tags, body: openSupportCaseBody, response: { 201: openSupportCaseResponse } },
    },
    async (request, reply) => reply.status(201).send(await openSupportCase(db, request.auth, request.body)),
  );

  // A signed-out visitor (a suspended person above all) writes to the team (decision 073): bounded per address,
  // since there is no person to count against, before the body is validated.
  r.post(
    '/api/v1/support/guest-cases',
    {
      config: { access: 'public' },
      preValidation: async (request) => {
        const { limit, windowMs } = GUEST_CASES_PER_IP;
        await request.ctx.limiter.enforce(`guestSupportCase:${request.ip}`, limit, windowMs);
      },
      schema: { tags, body: guestSupportCaseBody, response: { 201: guestSupportCaseResponse } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await openGuestSupportCase(db, { ...request.body, locale: requestLocale(request) })),
  );

  r.get(
    '/api/v1/support/cases',
    {
      config: { access: 'signed-in' },
      schema: { tags, querystring: supportCasesQuery, response: { 200: supportCasePage } },
    },
    async (request) => listMySupportCases(db, request.auth.userId, request.query),
  );

  r.get(
    '/api/v1/support/cases/:id',
    {
      config: { access: 'signed-in' },
      schema: { tags, params: idParam, response: { 200: supportCaseDetailSchema } },
    },
    async (request) => getSupportCase(db, request.auth, request.params.id),
  );

  r.post(
    '/api/v1/support/cases/:id/messages',
    {
      config: { access: 'signed-in', writeLimit: 'message' },
      schema: { tags, params: idParam, body: supportMessageBody, response: { 201: supportMessageSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await postSupportMessage(app.ctx, request.auth, request.params.id, request.body.body)),
  );

  r.post(
    '/api/v1/support/cases/:id/photos',
    {
      // Each upload may decode a large image: bounded per person, as avatars are, before the body is read.
      config: { access: 'signed-in', writeLimit: 'avatarUpload' },
      schema: {
        tags,
        description:
          'multipart/form-data with one field `file`: a JPEG, PNG or WebP image (checked by content) of at most 10 MB, stored re-encoded as a JPEG without metadata; up to 3 per case (409 support_photos_limit), an open case only (409 support_case_closed).',
        consumes: ['multipart/form-data'],
        params: idParam,
        response: {
          201: supportPhotoSchema,
          400: problemSchema,
          409: problemSchema,
          413: problemSchema,
          415: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const upload = () => readUploadedFile(request);
      return reply
        .status(201)
        .send(await addSupportPhoto(request.ctx, request.auth, request.params.id, upload));
    },
  );

  r.get(
    '/api/v1/support/cases/:id/photos/:photoId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        description: 'A photo of the case (image/jpeg), for whoever may read the case.',
        params: supportPhotoParams,
      },
    },
    async (request, reply) => {
      const file = await readSupportPhoto(
        request.ctx,
        request.auth,
        request.params.id,
        request.params.photoId,
      );
      return sendPrivateJpeg(reply, file);
    },
  );

  r.get(
    '/api/v1/admin/support/cases',
    {
      config: { access: ['admin'] },
      schema: { tags, querystring: adminSupportCasesQuery, response: { 200: adminSupportCasePage } },
    },
    async (request) => listSupportCaseQueue(db, request.query),
  );

  r.post(
    '/api/v1/admin/support/cases/:id/assign',
    {
      config: { access: ['admin'] },
      schema: { tags, params: idParam, response: { 200: supportCaseDetailSchema } },
    },
    async (request) => assignSupportCase(db, request.auth, request.params.id),
  );

  r.post(
    '/api/v1/admin/support/cases/:id/close',
    {
      config: { access: ['admin'] },
      schema: { tags, params: idParam, response: { 200: supportCaseDetailSchema } },
    },
    async (request) => closeSupportCase(db, request.auth, request.params.id),
  );
}
