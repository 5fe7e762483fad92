import {
  adminComplaintDecisionBody,
  adminComplaintsQuery,
  adminComplaintsResponse,
  bookingComplaintResponse,
  complaintAnswerBody,
  complaintBody,
  complaintPhotoParams,
  complaintPhotoSchema,
  complaintSchema,
  idParam,
  problemSchema,
} from '@limpa/contracts';
import { COMPLAINT_PHOTOS_MAX, COMPLAINT_WINDOW_HOURS } from '@limpa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPrivateJpeg } from '../../lib/private-jpeg-reply';
import { readUploadedFile } from '../profile/uploaded-file';
import { answerComplaint } from './answer-complaint';
import { addComplaintPhoto, readComplaintPhoto } from './complaint-photos';
import { decideComplaint } from './decide-complaint';
import { listComplaints } from './list-complaints';
import { getBookingComplaint, makeComplaint } from './make-complaint';

/** Complaints after a cleaning (decision 070): the customer complains, the cleaner answers, an admin decides. */
export async function complaintsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const tags = ['complaints'];
  const problems = { 404: problemSchema, 409: problemSchema, 422: problemSchema };

  r.post(
    '/api/v1/bookings/:id/complaint',
    {
      config: { access: ['customer'], writeLimit: 'supportCase' },
      schema: {
        tags,
        description: `"Not satisfied": the booking's customer, within ${COMPLAINT_WINDOW_HOURS} h of completion (422 complaint_window_closed after, 422 complaint_not_completed before it is completed); one per booking (409 complaint_exists). The cleaner is told; the booking's earning is held until an admin decides.`,
        params: idParam,
        body: complaintBody,
        response: { 201: complaintSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await makeComplaint(request.ctx, request.auth, request.params.id, request.body)),
  );

  r.get(
    '/api/v1/bookings/:id/complaint',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        description:
          "The booking's complaint (or null) and whether its customer may still make one; its customer, its cleaner and admins only (404).",
        params: idParam,
        response: { 200: bookingComplaintResponse, 404: problemSchema },
      },
    },
    async (request) => getBookingComplaint(db, request.auth, request.params.id),
  );

  r.post(
    '/api/v1/bookings/:id/complaint/answer',
    {
      config: { access: ['cleaner'], writeLimit: 'message' },
      schema: {
        tags,
        description:
          "The booking's cleaner answers an open complaint once (409 complaint_already_answered, complaint_decided).",
        params: idParam,
        body: complaintAnswerBody,
        response: { 200: complaintSchema, ...problems },
      },
    },
    async (request) => answerComplaint(db, request.auth, request.params.id, request.body.answer),
  );

  r.post(
    '/api/v1/bookings/:id/complaint/photos',
    {
      // Each upload may decode a large image: bounded per person, as avatars and help-desk photos are.
      config: { access: ['customer'], writeLimit: 'avatarUpload' },
      schema: {
        tags,
        description: `multipart/form-data with one field \`file\`: a JPEG, PNG or WebP image (checked by content) of at most 10 MB, stored re-encoded as a JPEG without metadata; up to ${COMPLAINT_PHOTOS_MAX} per complaint (409 complaint_photos_limit), an open one only.`,
        consumes: ['multipart/form-data'],
        params: idParam,
        response: {
          201: complaintPhotoSchema,
          400: problemSchema,
          413: problemSchema,
          415: problemSchema,
          ...problems,
        },
      },
    },
    async (request, reply) => {
      const upload = () => readUploadedFile(request);
      return reply
        .status(201)
        .send(await addComplaintPhoto(request.ctx, request.auth, request.params.id, upload));
    },
  );

  r.get(
    '/api/v1/bookings/:id/complaint/photos/:photoId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        description: "A complaint's photo (image/jpeg), for the booking's customer and cleaner and admins.",
        params: complaintPhotoParams,
      },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      const file = await readComplaintPhoto(request.ctx, request.auth, id, photoId);
      return sendPrivateJpeg(reply, file);
    },
  );

  r.get(
    '/api/v1/admin/complaints',
    {
      config: { access: ['admin'] },
      schema: { tags, querystring: adminComplaintsQuery, response: { 200: adminComplaintsResponse } },
    },
    async (request) => listComplaints(db, request.query),
  );

  r.post(
    '/api/v1/admin/bookings/:id/complaint',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        description:
          'Decides an open complaint (a second decision: 409 complaint_decided): `reclean` books a free, confirmed visit at the time and with the cleaner given (slot rules; 409 slot_taken); `refund` gives `amountCents` back through the refund path (422 refund_too_large); `none` closes it. Audited; both sides are told; the hold on the earning is released.',
        params: idParam,
        body: adminComplaintDecisionBody,
        response: { 200: complaintSchema, 400: problemSchema, ...problems },
      },
    },
    async (request) => decideComplaint(request.ctx, request.auth, request.params.id, request.body),
  );
}
