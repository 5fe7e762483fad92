import type { AdminComplaint } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import type { ComplaintStatus } from '@limpa/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/v1/admin/complaints?status=: one page (the queue is short by nature), oldest first. */
export function useComplaints(status: ComplaintStatus) {
  return useQuery({
    queryKey: adminKeys.complaintList(status),
    queryFn: ({ signal }) =>
      api.get<{ items: AdminComplaint[] }>(`${apiRoutes.adminComplaints}?status=${status}`, { signal }),
    staleTime: 0,
  });
}
