import type { SkippedPayout } from '@limpa/contracts';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRunPayouts } from '../api/run-payouts';

/**
 * "Run Payouts": confirm, pay every available balance, say what happened, refresh the page's figures;
 * `onSkipped` receives the cleaners the run could not pay.
 */
export function RunPayoutsButton({ onSkipped }: { onSkipped?: (skipped: SkippedPayout[]) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const run = useRunPayouts();

  const confirm = () => {
    setOpen(false);
    run.mutate(undefined, {
      onSuccess: ({ count, skipped }) => {
        onSkipped?.(skipped);
        if (count > 0) {
          toast.success(t('adminOperations.payouts.run.done'), {
            description: t('adminOperations.payouts.run.created', { count }),
          });
        } else {
          toast.info(t('adminOperations.payouts.run.nothing'), {
            description: t('adminOperations.payouts.run.nothingBody'),
          });
        }
      },
      onError: (error) => {
        toast.error(t('adminOperations.payouts.run.failed'), {
          description: errorDetail(error) ?? t('adminOperations.payouts.run.failedBody'),
        });
      },
    });
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={run.isPending} aria-busy={run.isPending || undefined}>
        {run.isPending ? <Spinner /> : <Banknote aria-hidden />}
        {run.isPending ? t('adminOperations.payouts.run.running') : t('adminOperations.payouts.run.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('adminOperations.payouts.run.confirmTitle')}
        description={t('adminOperations.payouts.run.confirmBody')}
        cancelLabel={t('adminOperations.payouts.run.cancel')}
        confirmLabel={t('adminOperations.payouts.run.confirm')}
        onConfirm={confirm}
      />
    </>
  );
}
