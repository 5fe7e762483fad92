import type { SupportPhoto } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/support/cases/:id/photos, one multipart photo at a time (the server re-encodes each); in order,
 * stopping at the first refusal, which the caller reports.
 */
export async function addSupportPhotos(caseId: string, files: readonly File[]): Promise<SupportPhoto[]> {
  const added: SupportPhoto[] = [];
  for (const file of files) {
    const body = new FormData();
    body.append('file', file);
    added.push(await api.post<SupportPhoto>(apiPath(apiRoutes.supportPhotos, { id: caseId }), body));
  }
  return added;
}
