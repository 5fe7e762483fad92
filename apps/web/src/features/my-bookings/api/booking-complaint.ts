import type { Complaint, ComplaintPhoto } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

export { bookingComplaintQuery } from '@/lib/api/get-booking-complaint';

/**
 * POST /api/v1/bookings/:id/complaint, then its photos one multipart upload at a time (the server re-encodes
 * each), stopping at the first refusal, which the caller reports: the complaint itself is made either way.
 */
export function useMakeComplaint(bookingId: string) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: async (input: { reason: string; photos: readonly File[] }) => {
      const complaint = await api.post<Complaint>(apiPath(apiRoutes.bookingComplaint, { id: bookingId }), {
        reason: input.reason,
      });
      for (const file of input.photos) {
        const body = new FormData();
        body.append('file', file);
        await api.post<ComplaintPhoto>(apiPath(apiRoutes.complaintPhotos, { id: bookingId }), body);
      }
      return complaint;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.complaint(bookingId) }),
  });
}
