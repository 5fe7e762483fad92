import { useEffect } from 'react';
import { toast } from '@/lib/toast';

interface QueryErrorState {
  isError: boolean;
  errorUpdatedAt: number;
}

/** One error toast per failed load (a later failure of the same query toasts again). */
export function useLoadErrorToast(query: QueryErrorState, title: string, description?: string) {
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (!isError || errorUpdatedAt === 0) return;
    toast.error(title, { description, id: `load-error:${title}` });
  }, [isError, errorUpdatedAt, title, description]);
}
