import {
  adminInvoiceQuery,
  adminInvoiceSchema,
  bookingInvoicesResponse,
  idParam,
  myInvoicePage,
  myInvoicesQuery,
  problemSchema,
} from '@limpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/request-locale';
import { sendDownload } from '../../lib/send-download';
import { downloadInvoicePdf } from './download-invoice-pdf';
import { findInvoiceByNumber } from './find-invoice-by-number';
import { listBookingInvoices } from './list-booking-invoices';
import { listMyInvoices } from './list-my-invoices';

/**
 * Customers' invoices and credit notes (docs/api.md#invoices, decision 080): a booking's, the customer's own,
 * one as a PDF in the reader's language, and the admins' look-up by number. Someone else's is 404.
 */
export async function invoicesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;
  const tags = ['invoices'];

  r.get(
    '/api/v1/bookings/:id/invoices',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        description:
          "The booking's invoices and credit notes, oldest first: its customer's and admins' (404 for anyone else).",
        params: idParam,
        response: { 200: bookingInvoicesResponse, 404: problemSchema },
      },
    },
    async (request) => listBookingInvoices(db, request.auth, request.params.id),
  );

  r.get(
    '/api/v1/invoices/:id.pdf',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        description:
          "An invoice or credit note as a PDF in the reader's language and the document's currency: its customer's and admins' (404 invoice_not_found for anyone else).",
        params: idParam,
        response: { 404: problemSchema },
      },
    },
    async (request, reply) => {
      const file = await downloadInvoicePdf(
        db,
        config.brandName,
        request.auth,
        request.params.id,
        requestLocale(request),
      );
      return sendDownload(reply, { ...file, contentType: 'application/pdf' });
    },
  );

  r.get(
    '/api/v1/me/invoices',
    {
      config: { access: ['customer'] },
      schema: {
        tags,
        description:
          "The customer's invoices and credit notes, newest first, each with its booking's service and visit date (keyset: `cursor`).",
        querystring: myInvoicesQuery,
        response: { 200: myInvoicePage, 400: problemSchema },
      },
    },
    async (request) => listMyInvoices(db, request.auth, request.query),
  );

  r.get(
    '/api/v1/admin/invoices',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        description:
          'The document with this number (PT-2026/000123), with its booking and customer: 422 invalid_invoice_number for text that is no number, 404 invoice_not_found for one never issued.',
        querystring: adminInvoiceQuery,
        response: { 200: adminInvoiceSchema, 404: problemSchema, 422: problemSchema },
      },
    },
    async (request) => findInvoiceByNumber(db, request.query.number),
  );
}
