import type { Database } from '@limpa/db';
import type { MailAttachmentRenderer } from '../../lib/mailer';
import { renderInvoicePdf } from './download-invoice-pdf';

/** The mail outbox's renderer of invoice PDFs (decision 080): the file is made when the mail is delivered. */
export const invoiceMailAttachments = (db: Database, brand: string): MailAttachmentRenderer => ({
  async invoicePdf(invoiceId, locale) {
    const file = await renderInvoicePdf(db, brand, invoiceId, locale);
    return file && { filename: file.filename, content: file.body, contentType: 'application/pdf' };
  },
});
