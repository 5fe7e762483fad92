import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCleanerDocument } from '@/test/cleaner-document-fixture';
import { json, mockFetch, problem, sessionAs } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { CleanerDocumentsSection } from './cleaner-documents-section';

const DOCS = '/api/v1/me/documents';

function renderSection(items: unknown[], upload?: () => Response) {
  let current = items;
  const stub = mockFetch((request) => {
    if (request.url === '/api/v1/session') return json(sessionAs('cleaner'));
    if (request.url === DOCS) return json({ items: current });
    if (request.url.startsWith(`${DOCS}/`) && request.method === 'PUT') {
      const answer = upload?.() ?? json(makeCleanerDocument({ fileName: 'id.png' }), 201);
      if (answer.status === 201) current = [makeCleanerDocument({ fileName: 'id.png' })];
      return answer;
    }
    return undefined;
  });
  renderWithProviders(<CleanerDocumentsSection />, { path: '/provider/profile', withAuth: true });
  return stub;
}

describe('CleanerDocumentsSection', () => {
  it('uploads the identity document and then shows it waiting for review', async () => {
    const { requests } = renderSection([]);
    expect(await screen.findByText('Identity document')).toBeInTheDocument();
    expect(screen.getAllByText('Not sent')).toHaveLength(2);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'id.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Identity document file'), file);
    expect(await screen.findByText('Waiting for review')).toBeInTheDocument();
    expect(screen.getByText('id.png')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe(`${DOCS}/identity`);
    expect(put?.body).toBeInstanceOf(FormData);
  });

  it('refuses a file over 10 MB without sending it, and shows the server’s refusal', async () => {
    const { requests } = renderSection([], () =>
      problem(
        415,
        'Invalid File',
        'Please select a JPEG, PNG or WebP image, or a PDF.',
        'document_invalid_file',
      ),
    );
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await userEvent.upload(await screen.findByLabelText('Proof of insurance file'), big);
    expect(await screen.findByText('Please select a file smaller than 10 MB.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    const odd = new File(['x'], 'odd.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Proof of insurance file'), odd);
    expect(await screen.findByText('Please select a JPEG, PNG or WebP image, or a PDF.')).toBeInTheDocument();
  });

  it('shows why a document was asked again and offers to send it again; an approved one is final', async () => {
    renderSection([
      makeCleanerDocument({ status: 'rejected', reason: 'The photo is blurred.' }),
      makeCleanerDocument({
        id: '6a1e2d3c-4b5a-4968-8776-655443322110',
        kind: 'insurance',
        status: 'approved',
      }),
    ]);
    expect(await screen.findByText('Why: The photo is blurred.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Identity document again' })).toBeEnabled();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Proof of insurance/ })).not.toBeInTheDocument(),
    );
  });
});
