import type { CreateReportBody } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

/** POST /api/v1/reports: a review or a person, with a reason; 409 when the same report is still open. */
export function fileReport(body: CreateReportBody) {
  return api.post<{ id: string; status: string }>(apiRoutes.reports, body);
}

/** Nothing on screen shows reports to the people who file them, so nothing is refreshed. */
export function useFileReport() {
  return useActionMutation({ mutationFn: fileReport });
}
