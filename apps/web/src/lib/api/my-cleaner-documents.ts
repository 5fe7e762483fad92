import type { CleanerDocument, CleanerDocuments } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as documentKeys from '@limpa/contracts/query-keys/documents';
import type { CleanerDocumentKind } from '@limpa/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/me/documents: the cleaner's documents, status and name only (onboarding and the profile). */
export function useMyDocuments() {
  return useQuery({
    queryKey: documentKeys.mine,
    queryFn: ({ signal }) => api.get<CleanerDocuments>(apiRoutes.myDocuments, { signal }),
  });
}

/** PUT /api/v1/me/documents/:kind, one multipart file; the list is read again after it. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: CleanerDocumentKind; file: File }) => {
      const body = new FormData();
      body.append('file', file);
      return api.put<CleanerDocument>(apiPath(apiRoutes.myDocument, { kind }), body);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.mine }),
  });
}
