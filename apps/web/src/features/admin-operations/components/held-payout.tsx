import type { AdminPayout } from '@limpa/contracts';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorDetail } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useResendPayout } from '../api/resend-payout';

/**
 * A reversed payout's held money (decision 043): no run sends it again, so the admin decides here, once the
 * reason for the reversal is resolved, to send it as a new transfer.
 */
export function HeldPayout({ payout }: { payout: AdminPayout }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const resend = useResendPayout();
  if (payout.heldCents <= 0) return null;
  const amount = formatMoney(payout.heldCents, payout.currency);

  const confirm = () => {
    setOpen(false);
    resend.mutate(payout.id, {
      onSuccess: ({ transfer }) =>
        toast.success(t('adminOperations.payouts.resend.done'), {
          description: t('adminOperations.payouts.resend.doneBody', {
            amount: formatMoney(transfer.amountCents, payout.currency),
          }),
        }),
      onError: (error) =>
        toast.error(t('adminOperations.payouts.resend.failed'), {
          description: errorDetail(error) ?? t('adminOperations.payouts.resend.failedBody'),
        }),
    });
  };

  return (
    <div className="mt-1 flex flex-col items-start gap-1">
      <p className="text-status-failed text-xs">{t('adminOperations.payouts.recent.held', { amount })}</p>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        disabled={resend.isPending}
        aria-busy={resend.isPending || undefined}
      >
        {resend.isPending ? <Spinner /> : <Send aria-hidden />}
        {resend.isPending
          ? t('adminOperations.payouts.resend.sending')
          : t('adminOperations.payouts.resend.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('adminOperations.payouts.resend.confirmTitle')}
        description={t('adminOperations.payouts.resend.confirmBody', { amount, name: payout.fullName })}
        cancelLabel={t('adminOperations.payouts.resend.cancel')}
        confirmLabel={t('adminOperations.payouts.resend.confirm', { amount })}
        onConfirm={confirm}
      />
    </div>
  );
}
