export const DOCUMENT_ID = '5a1e2d3c-4b5a-4968-8776-655443322110';

/** A cleaner's identity document as GET /me/documents lists it: a passport photo, pending since 1 May 2026. */
export function makeCleanerDocument(over: Record<string, unknown> = {}) {
  return {
    id: DOCUMENT_ID,
    kind: 'identity',
    status: 'pending',
    fileName: 'passport.jpg',
    reason: null,
    uploadedAt: '2026-05-01T09:00:00.000Z',
    reviewedAt: null,
    ...over,
  };
}

/** The same document in the admin's review queue, with its cleaner and file type. */
export function makeQueuedDocument(over: Record<string, unknown> = {}) {
  return makeCleanerDocument({
    cleanerId: 'cleaner-1',
    cleanerName: 'Vera Lima',
    contentType: 'image/jpeg',
    ...over,
  });
}
