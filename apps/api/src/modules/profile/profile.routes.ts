import { avatarResponse, meResponse, problemSchema, profileUpdateBody } from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toMeUser, toProfile } from '../me/me.mapper';
import { readAvatar, replaceAvatar } from './avatar.service';
import { updateOwnProfile } from './profile.service';
import { readUploadedFile } from './uploaded-file';

/** A body that only chooses the language: the one profile change allowed before accepting new terms. */
function isLanguageOnly(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === 'locale';
}

export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const storage = app.ctx.storage;

  r.patch(
    '/api/v1/me/profile',
    {
      // Someone asked to accept new terms may still choose the language they read them in (decision 068).
      config: { access: 'signed-in', beforeTerms: isLanguageOnly },
      schema: {
        tags: ['me'],
        description:
          'Everyone may set fullName, phone and locale; customers also taxId (a Portuguese NIF: spaces and a leading "PT" accepted, stored as 9 digits, null or "" clears it; one failing the check digit is a 422 invalid_tax_id on taxId); cleaners also bio, hourlyRate, workRadiusKm (whole km 1–100), servicesOffered (catalogue service keys; an unknown or hidden one is a 400), homeTypes, addressLine1 and city (a new city moves the cleaner base point). Another role\'s field, or any other field, is a 400.',
        body: profileUpdateBody,
        response: { 200: meResponse, 400: problemSchema, 422: problemSchema },
      },
    },
    async (request) => {
      const row = await updateOwnProfile(
        request.ctx,
        { userId: request.auth.userId, role: request.auth.profile.role },
        request.body,
      );
      return { user: toMeUser(request.auth), profile: toProfile(row) };
    },
  );

  r.put(
    '/api/v1/me/avatar',
    {
      // Each upload may decode a large image: bounded per person before the body is read.
      config: { access: 'signed-in', writeLimit: 'avatarUpload' },
      schema: {
        tags: ['me'],
        description:
          'multipart/form-data with one field `file`: a JPEG, PNG or WebP image (checked by content) of at most 10 MB. Stored as a 400×400 JPEG under a new URL.',
        consumes: ['multipart/form-data'],
        response: { 200: avatarResponse, 400: problemSchema, 413: problemSchema, 415: problemSchema },
      },
    },
    async (request) => {
      const upload = await readUploadedFile(request);
      return replaceAvatar(request.ctx, request.auth.userId, upload);
    },
  );

  r.get(
    '/api/v1/files/avatars/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        description: 'A stored avatar (image/jpeg). Names are immutable: a new upload gets a new name.',
        params: z.object({ name: z.string() }),
      },
    },
    async (request, reply) => {
      const file = await readAvatar(storage, request.params.name);
      return reply
        .header('content-type', 'image/jpeg')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file);
    },
  );
}
