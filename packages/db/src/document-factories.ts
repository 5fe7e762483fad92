import { randomUUID } from 'node:crypto';
import type { DbOrTx } from './client';
import { cleanerDocuments } from './schema';

/**
 * An approved identity document for a cleaner (decision 071), with no file behind it: for the demo cleaners and
 * for tests of what follows from a verified identity. Opening it answers Not Found, since no storage holds it.
 */
export async function createApprovedIdentity(tx: DbOrTx, cleanerId: string, reviewedAt = new Date()) {
  const [row] = await tx
    .insert(cleanerDocuments)
    .values({
      cleanerId,
      kind: 'identity',
      status: 'approved',
      fileName: 'identity.pdf',
      contentType: 'application/pdf',
      byteSize: 0,
      storageKey: `documents/placeholder-${randomUUID()}.pdf`,
      reviewedAt,
    })
    .returning();
  return row!;
}
