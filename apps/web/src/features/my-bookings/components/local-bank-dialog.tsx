import { FlaskConical, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorDetail } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  type LocalAuthenticationOutcome,
  useAuthenticateLocalPayment,
} from '../api/authenticate-local-payment';
import type { LocalChallenge } from '../hooks/use-confirm-payment';

interface LocalBankDialogProps {
  challenge: LocalChallenge | null;
  onClose: () => void;
}

/**
 * PAYMENTS=local: stands in for the card issuer's 3-D Secure page. "Authorize" completes the charge, "Fail"
 * refuses it, as a real bank's page would.
 */
export function LocalBankDialog({ challenge, onClose }: LocalBankDialogProps) {
  const { t } = useTranslation();
  const authenticate = useAuthenticateLocalPayment();

  const answer = (outcome: LocalAuthenticationOutcome) => {
    if (!challenge) return;
    authenticate.mutate(
      { clientSecret: challenge.clientSecret, outcome },
      {
        onSuccess: ({ status }) => {
          if (status === 'paid') toast.success(t('myBookings.paymentAction.confirmed'));
          else toast.error(t('myBookings.paymentAction.failedTitle'));
          onClose();
        },
        onError: (error) =>
          toast.error(t('myBookings.paymentAction.notConfirmed'), { description: errorDetail(error) }),
      },
    );
  };

  return (
    <Dialog
      open={challenge !== null}
      onOpenChange={(open) => {
        if (!open && !authenticate.isPending) onClose();
      }}
    >
      <DialogContent closeLabel={t('myBookings.localBank.close')}>
        <DialogHeading
          className="pr-8 text-left"
          title={t('myBookings.localBank.title')}
          description={t('myBookings.localBank.description')}
        />
        {challenge ? (
          <div className="flex flex-col gap-4">
            <p className="flex gap-3 rounded-xl border border-accent-200 bg-accent-50 p-3 text-accent-800 text-sm">
              <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t('myBookings.localBank.testMode')}
            </p>
            <p className="flex items-center gap-2 font-semibold text-lg tabular">
              <ShieldCheck aria-hidden className="size-5 text-primary" />
              {t('myBookings.localBank.amount', {
                amount: formatMoney(challenge.amountCents, challenge.currency),
              })}
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" disabled={authenticate.isPending} onClick={() => answer('fail')}>
                {t('myBookings.localBank.fail')}
              </Button>
              <Button disabled={authenticate.isPending} onClick={() => answer('succeed')}>
                {authenticate.isPending ? <Spinner /> : null}
                {t('myBookings.localBank.authorize')}
              </Button>
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
