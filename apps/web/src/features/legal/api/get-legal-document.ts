import type { LegalDocumentResponse } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as legalKeys from '@limpa/contracts/query-keys/legal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type LegalDocumentName = 'terms' | 'privacy';

const PATHS = { terms: apiRoutes.legalTerms, privacy: apiRoutes.legalPrivacy } as const;

/** GET /api/v1/legal/terms | /privacy: the document in force, in the active language (sent as Accept-Language). */
export const legalDocumentQuery = (name: LegalDocumentName) =>
  queryOptions({
    queryKey: legalKeys.document(name),
    queryFn: ({ signal }) => api.get<LegalDocumentResponse>(PATHS[name], { signal }),
    staleTime: 10 * 60_000,
  });

export function useLegalDocument(name: LegalDocumentName) {
  return useQuery(legalDocumentQuery(name));
}
