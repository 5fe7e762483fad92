import type { BookingComplaint, Complaint } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/bookings/:id/complaint/answer: the cleaner's one answer. The answer the server kept goes into the
 * cache at once (the form gives way to it), then the complaint is read again either way: a refusal (already
 * answered, already decided) means the screen was behind.
 */
export function useAnswerComplaint(bookingId: string) {
  const queryClient = useQueryClient();
  const key = bookingKeys.complaint(bookingId);
  return useActionMutation({
    mutationFn: (answer: string) =>
      api.post<Complaint>(apiPath(apiRoutes.complaintAnswer, { id: bookingId }), { answer }),
    onSuccess: (complaint) =>
      queryClient.setQueryData<BookingComplaint>(key, (old) => (old ? { ...old, complaint } : old)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
