import type { AdminUserDetail } from '@limpa/contracts';
import { NO_SHOW_BLOCK_COUNT, NO_SHOW_BLOCK_DAYS } from '@limpa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { formatAdminDate } from '../admin-format';
import { useUpdateAdminUser } from '../api/update-admin-user';

/**
 * A cleaner blocked from new requests after repeated no-shows (decision 069): the admin lifts the block after
 * asking "are you sure?"; only reports made after the lift count toward the next one. Nothing when not blocked.
 */
export function NoShowBlockControl({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const update = useUpdateAdminUser(t('adminConsole.noShowBlock.lifted'));
  const [asking, setAsking] = useState(false);
  if (user.role !== 'cleaner' || !user.noShowBlockedAt) return null;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        {t('adminConsole.noShowBlock.since', {
          date: formatAdminDate(user.noShowBlockedAt),
          reports: NO_SHOW_BLOCK_COUNT,
          days: NO_SHOW_BLOCK_DAYS,
        })}
      </p>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        trigger={
          <Button variant="outline" className="self-start">
            {t('adminConsole.noShowBlock.lift')}
          </Button>
        }
        title={t('adminConsole.noShowBlock.confirmTitle', { name: user.fullName })}
        description={t('adminConsole.noShowBlock.confirmBody')}
        cancelLabel={t('adminConsole.noShowBlock.keep')}
        confirmLabel={t('adminConsole.noShowBlock.confirm')}
        pending={update.isPending}
        pendingLabel={t('adminConsole.noShowBlock.pending')}
        onConfirm={(event) => {
          event.preventDefault();
          update.mutate(
            { id: user.id, body: { noShowBlocked: false } },
            { onSettled: () => setAsking(false) },
          );
        }}
      />
    </div>
  );
}
