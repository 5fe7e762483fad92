import { useTranslation } from 'react-i18next';
import { SupportStatusBadge } from '@/components/support/support-status-badge';
import { SupportThread } from '@/components/support/support-thread';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { useSupportCase } from '@/lib/api/get-support-case';
import { useAuth } from '@/lib/auth';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';
import '@/lib/strings/support';
import { useChangeSupportCase } from '../api/change-support-case';
import { requesterLine } from './requester-line';

/**
 * One case for the team: who asked, its topic and booking, who took it; the conversation with the reply box;
 * "Take this request" (unless it is already the reader's) and "Close request" (while open).
 */
export function SupportCaseDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const query = useSupportCase(id);
  const found = query.data?.case;
  const assign = useChangeSupportCase(id, 'assign');
  const close = useChangeSupportCase(id, 'close');
  const act = (mutation: typeof assign, done: string) =>
    mutation.mutate(undefined, {
      onSuccess: () => toast.success(done),
      onError: (error) =>
        toast.error(t('adminSupport.actionFailed'), { description: errorDescription(error) }),
    });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('common.close')} className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeading
          className="pr-8"
          title={found ? t(`support.topic.${found.topic}`) : t('pages.adminSupport')}
          description={found ? requesterLine(t, found, true) : t('common.loading')}
        />
        {found ? (
          <div className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
            <SupportStatusBadge status={found.status} />
            <span>
              {found.assignedAdminName
                ? t('adminSupport.assignedTo', { name: found.assignedAdminName })
                : t('adminSupport.unassigned')}
            </span>
            {found.bookingId ? (
              <span className="[overflow-wrap:anywhere]">
                {t('support.booking', { ref: found.bookingId })}
              </span>
            ) : null}
          </div>
        ) : null}
        <SupportThread detail={query.data} isError={query.isError} viewer="team" />
        {found ? (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {found.assignedAdminId !== user?.id ? (
              <Button
                variant="outline"
                disabled={assign.isPending}
                aria-busy={assign.isPending || undefined}
                onClick={() => act(assign, t('adminSupport.assigned'))}
              >
                {t('adminSupport.assign')}
              </Button>
            ) : null}
            {found.status === 'open' ? (
              <Button
                variant="outline"
                disabled={close.isPending}
                aria-busy={close.isPending || undefined}
                onClick={() => act(close, t('adminSupport.closedToast'))}
              >
                {t('adminSupport.close')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
