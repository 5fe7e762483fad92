import type { AdminCleanerDocuments } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as documentKeys from '@limpa/contracts/query-keys/documents';
import type { CleanerDocumentStatus } from '@limpa/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/admin/documents?status=: the documents in one state, oldest first. */
export function useDocumentQueue(status: CleanerDocumentStatus) {
  return useQuery({
    queryKey: documentKeys.queue(status),
    queryFn: ({ signal }) =>
      api.get<AdminCleanerDocuments>(`${apiRoutes.adminDocuments}?status=${status}`, { signal }),
    staleTime: 0,
  });
}
