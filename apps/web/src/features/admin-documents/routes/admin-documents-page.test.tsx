import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID, makeQueuedDocument } from '@/test/cleaner-document-fixture';
import { json, mockFetch, problem, sessionAs } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { AdminDocumentsPage } from './admin-documents-page';

const QUEUE = '/api/v1/admin/documents';

function renderQueue(review: (body: unknown) => Response) {
  const stub = mockFetch((request) => {
    if (request.url === '/api/v1/session') return json(sessionAs('admin'));
    if (request.url.startsWith(`${QUEUE}?`)) return json({ items: [makeQueuedDocument()] });
    if (request.url === `${QUEUE}/${DOCUMENT_ID}/review`) return review(request.body);
    return undefined;
  });
  renderWithProviders(<AdminDocumentsPage />, {
    path: '/admin/documents',
    url: '/admin/documents',
    withAuth: true,
  });
  return stub;
}

describe('AdminDocumentsPage', () => {
  it('lists pending documents with their cleaner and kind, and approves one', async () => {
    const { requests } = renderQueue(() =>
      json(makeQueuedDocument({ status: 'approved', reviewedAt: '2026-05-02T09:00:00.000Z' })),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Cleaner documents' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Vera Lima' })).toBeInTheDocument();
    expect(screen.getByText('passport.jpg')).toBeInTheDocument();
    expect(requests.some((r) => r.url === `${QUEUE}?status=pending`)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Approve the Identity document of Vera Lima' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url.endsWith('/review'))?.body).toEqual({ decision: 'approve' }),
    );
  });

  it('asks again only with a reason, and shows a stale decision’s refusal', async () => {
    const { requests } = renderQueue(() =>
      problem(
        409,
        'Conflict',
        'This document was already reviewed or replaced. Please refresh.',
        'document_already_reviewed',
      ),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ask Vera Lima again for the Identity document' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ask again' }));
    expect(await screen.findByText('Please say what to send again.')).toBeInTheDocument();
    expect(requests.some((r) => r.url.endsWith('/review'))).toBe(false);
    await userEvent.type(screen.getByLabelText('Reason'), 'The photo is blurred.');
    await userEvent.click(screen.getByRole('button', { name: 'Ask again' }));
    expect(
      await screen.findByText('This document was already reviewed or replaced. Please refresh.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.url.endsWith('/review'))?.body).toEqual({
      decision: 'ask_again',
      reason: 'The photo is blurred.',
    });
  });
});
