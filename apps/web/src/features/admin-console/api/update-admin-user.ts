import type { AdminUpdateUserBody, AdminUserListItem, AdminUserPage } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as adminKeys from '@limpa/contracts/query-keys/admin';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActionMutation } from '@/lib/api/use-action-mutation';
import { ApiError, api } from '@/lib/api-client';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';

/** The API's refusal to demote a cleaner whose bookings to come have no answer yet (decision 057). */
export const OPEN_BOOKINGS_CODE = 'cleaner_has_open_bookings';
/** The API's refusal to approve a cleaner whose identity document is not approved yet (decision 071). */
const IDENTITY_NOT_VERIFIED = 'identity_not_verified';

export interface UpdateAdminUserInput {
  id: string;
  body: AdminUpdateUserBody;
}

export function updateAdminUser({ id, body }: UpdateAdminUserInput) {
  return api.patch<AdminUserListItem>(apiPath(apiRoutes.adminUser, { profileId: id }), body);
}

/** Puts the updated row in place in every cached user list (the lists are not fetched again). */
function replaceRow(data: InfiniteData<AdminUserPage> | undefined, row: AdminUserListItem) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === row.id ? row : item)),
    })),
  };
}

/**
 * Changes one user's role and/or approval. Each row uses its own instance, so only the row being
 * updated is disabled. The audit trail and the dashboard figures are refreshed on next view. `successTitle`:
 * the toast of an action that says more than "updated" (lifting a no-show block).
 */
export function useUpdateAdminUser(successTitle?: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useActionMutation({
    mutationFn: updateAdminUser,
    onSuccess: (row) => {
      queryClient.setQueriesData<InfiniteData<AdminUserPage>>({ queryKey: adminKeys.userLists }, (data) =>
        replaceRow(data, row),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.user(row.id) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
      if (successTitle) toast.success(successTitle);
      else
        toast.success(t('adminConsole.users.toasts.updated'), {
          description: t('adminConsole.users.toasts.updatedDescription'),
        });
    },
    onError: (error) => {
      // The open-bookings warning says it instead, with the bookings to decide about.
      if (error instanceof ApiError && error.code === OPEN_BOOKINGS_CODE) return;
      // Says why (the server's words) and leads to where the identity document is reviewed.
      const documents =
        error instanceof ApiError && error.code === IDENTITY_NOT_VERIFIED
          ? {
              action: {
                label: t('adminConsole.users.openDocuments'),
                onClick: () => void navigate('/admin/documents'),
              },
            }
          : {};
      toast.error(t('adminConsole.users.toasts.updateFailed'), {
        description: errorDescription(error),
        ...documents,
      });
    },
  });
}
