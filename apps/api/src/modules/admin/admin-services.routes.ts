import { adminServiceBody, adminServiceSchema, adminServicesResponse, problemSchema } from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAdminServices, updateAdminService } from './manage-services';

/** The admin's catalogue (decision 062): every service with its price cells; edits are audited. */
export async function adminServicesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.get(
    '/api/v1/admin/services',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        description:
          'Every service, hidden ("DISABLED…") ones too, with its price and duration per home type and currency.',
        response: { 200: adminServicesResponse },
      },
    },
    async () => listAdminServices(db),
  );

  r.patch(
    '/api/v1/admin/services/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        description:
          'Changes the English name and description and any price cells of a service; each changed value is audited. A name starting with "DISABLED" hides it.',
        params: z.object({ id: z.uuid() }),
        body: adminServiceBody,
        response: { 200: adminServiceSchema, 400: problemSchema, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) => updateAdminService(db, request.auth.userId, request.params.id, request.body),
  );
}
