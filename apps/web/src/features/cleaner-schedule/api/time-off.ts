import type { TimeOffRange } from '@limpa/contracts';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as scheduleKeys from '@limpa/contracts/query-keys/cleaner-schedule';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { api } from '@/lib/api-client';

/** GET /api/v1/me/time-off: the cleaner's days off, by start date. */
export const timeOffQueryOptions = queryOptions({
  queryKey: scheduleKeys.timeOff,
  queryFn: ({ signal }) => api.get<TimeOffRange[]>(apiRoutes.timeOff, { signal }),
});

export const useTimeOff = () => useQuery(timeOffQueryOptions);

/** PUT /api/v1/me/time-off: replaces every range; the answer becomes the cached list. */
export function useReplaceTimeOff() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (ranges: { startDate: string; endDate: string; reason?: string }[]) =>
      api.put<TimeOffRange[]>(apiRoutes.timeOff, ranges),
    onSuccess: (saved) => queryClient.setQueryData(scheduleKeys.timeOff, saved),
  });
}
