import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem, sessionAs } from '@/test/fetch';
import { adminInvoiceFixture } from '@/test/invoice-fixture';
import { renderWithProviders } from '@/test/render';
import { AdminInvoicesPage } from './admin-invoices-page';

const FOUND = adminInvoiceFixture({ number: 'PT-2026/000123' });

function renderPage() {
  return mockFetch(({ url }) => {
    if (url === '/api/v1/session') return json(sessionAs('admin'));
    if (url === '/api/v1/admin/invoices?number=PT-2026%2F000123') return json(FOUND);
    if (url === '/api/v1/admin/invoices?number=PT-2026%2F000999')
      return problem(404, 'Invoice not found', 'No invoice or credit note with that number or id.');
    if (url === '/api/v1/admin/invoices?number=nonsense')
      return problem(422, 'Not an invoice number', 'An invoice number looks like PT-2026/000123.');
    return undefined;
  });
}

async function find(number: string) {
  const field = screen.getByLabelText('Invoice number');
  await userEvent.clear(field);
  await userEvent.type(field, number);
  await userEvent.click(screen.getByRole('button', { name: 'Find' }));
}

describe('AdminInvoicesPage', () => {
  it('finds a document by its number, with its customer, its PDF and its booking', async () => {
    renderPage();
    renderWithProviders(<AdminInvoicesPage />, { path: '/admin/invoices' });
    await find('PT-2026/000123');
    expect(await screen.findByText('Customer: Ana Silva')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Invoice PT-2026/000123 as a PDF' })).toHaveAttribute(
      'href',
      `/api/v1/invoices/${FOUND.id}.pdf`,
    );
    expect(screen.getByRole('link', { name: 'Open the booking' })).toHaveAttribute(
      'href',
      `/admin/bookings?booking=${FOUND.bookingId}`,
    );
  });

  it('says when no document has the number, and when the text is no number', async () => {
    renderPage();
    renderWithProviders(<AdminInvoicesPage />, { path: '/admin/invoices' });
    await find('PT-2026/000999');
    expect(await screen.findByText('No invoice or credit note has this number.')).toBeInTheDocument();
    await find('nonsense');
    expect(await screen.findByText('An invoice number looks like PT-2026/000123.')).toBeInTheDocument();
    expect(screen.getByLabelText('Invoice number')).toHaveAttribute('aria-invalid', 'true');
  });
});
