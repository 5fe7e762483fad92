import type { AdminCleanerDocument, CleanerDocumentLink, ReviewCleanerDocumentBody } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as documentKeys from '@limpa/contracts/query-keys/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';

/** POST /admin/documents/:id/review: approve, or ask again with a reason; the queue is read again either way. */
export function useReviewDocument() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewCleanerDocumentBody }) =>
      api.post<AdminCleanerDocument>(apiPath(apiRoutes.adminReviewDocument, { id }), body),
    onSuccess: (doc) =>
      toast.success(
        t(doc.status === 'approved' ? 'adminDocuments.toasts.approved' : 'adminDocuments.toasts.askedAgain'),
      ),
    onError: (error) =>
      toast.error(t('adminDocuments.toasts.failed'), { description: errorDescription(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

/** POST /admin/documents/:id/link: a link valid 5 minutes, opened at once in a new tab. */
export function openDocument(id: string, target: Window | null) {
  return api.post<CleanerDocumentLink>(apiPath(apiRoutes.adminDocumentLink, { id })).then((link) => {
    if (target) target.location.href = link.url;
    return link;
  });
}
