import {
  addressBody,
  addressListResponse,
  addressPatchBody,
  addressSchema,
  addressTaxQuery,
  addressTaxResponse,
  idParam,
  problemSchema,
} from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressSchemaErrorFormatter } from './addresses.errors';
import {
  createAddress,
  deleteAddress,
  getOwnAddress,
  listOwnAddresses,
  updateAddress,
} from './addresses.service';
import { getAddressTax } from './get-address-tax';

/** The customer's saved addresses (docs/api.md#addresses). Another customer's address is a 404. */
export async function addressesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const access = ['customer'] as const;
  const problems = { 400: problemSchema, 404: problemSchema, 422: problemSchema };

  r.get(
    '/api/v1/me/addresses',
    {
      config: { access },
      schema: {
        tags: ['addresses'],
        description: 'Newest first. A customer has at most 6 addresses (1 primary, 5 additional).',
        response: { 200: addressListResponse },
      },
    },
    async (request) => listOwnAddresses(db, request.auth.userId),
  );

  r.get(
    '/api/v1/me/addresses/:id',
    {
      config: { access },
      schema: { tags: ['addresses'], params: idParam, response: { 200: addressSchema, 404: problemSchema } },
    },
    async (request) => getOwnAddress(db, request.auth.userId, request.params.id),
  );

  r.get(
    '/api/v1/me/addresses/:id/tax',
    {
      config: { access },
      schema: {
        tags: ['addresses'],
        description:
          'The tax a booking at this address on `date` (its visit day; today there by default) carries: whether prices include it (Portugal) or it is added (Canada), and the rates in force.',
        params: idParam,
        querystring: addressTaxQuery,
        response: { 200: addressTaxResponse, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request) => getAddressTax(db, request.auth.userId, request.params.id, request.query.date),
  );

  r.post(
    '/api/v1/me/addresses',
    {
      config: { access, writeLimit: 'addressWrite' },
      schemaErrorFormatter: addressSchemaErrorFormatter,
      schema: {
        tags: ['addresses'],
        description:
          'Currency and time zone are derived from the country and province/district. The first address becomes the default. More than one primary or 5 additional → 422 "Limit Reached".',
        body: addressBody,
        response: { 201: addressSchema, ...problems },
      },
    },
    async (request, reply) => {
      const address = await createAddress(request.ctx, request.auth.userId, request.body);
      return reply.status(201).send(address);
    },
  );

  r.patch(
    '/api/v1/me/addresses/:id',
    {
      config: { access, writeLimit: 'addressWrite' },
      schemaErrorFormatter: addressSchemaErrorFormatter,
      schema: {
        tags: ['addresses'],
        description:
          'Any subset of the fields; the merged address is checked with the create rules. The limit applies only when addressType changes. isDefault: true moves the default here.',
        params: idParam,
        body: addressPatchBody,
        response: { 200: addressSchema, ...problems },
      },
    },
    async (request) => updateAddress(request.ctx, request.auth.userId, request.params.id, request.body),
  );

  r.delete(
    '/api/v1/me/addresses/:id',
    {
      config: { access, writeLimit: 'addressWrite' },
      schema: {
        tags: ['addresses'],
        description: 'Deleting the default makes the newest remaining address the default.',
        params: idParam,
        response: { 204: z.null(), 404: problemSchema },
      },
    },
    async (request, reply) => {
      await deleteAddress(db, request.auth.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
