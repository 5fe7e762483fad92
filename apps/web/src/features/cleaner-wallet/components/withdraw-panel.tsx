import type { WithdrawalStatusResponse } from '@limpa/contracts';
import { type Currency, dateTimeFormat, WITHDRAWAL_MINIMUM_CENTS } from '@limpa/domain';
import { ArrowDownToLine, ChevronRight, Info } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorDescription } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { formatLocale } from '@/lib/locale';
import { toast } from '@/lib/toast';
import { useWithdrawalStatus } from '../api/get-withdrawal-status';
import { useWithdrawFunds } from '../api/withdraw-funds';

/**
 * Withdraw Funds (decision 051): the button only while a withdrawal can work, else the reason in its place —
 * connect a payout account (with the link), the minimum not reached (both amounts), or already withdrawn in
 * the last 24 hours (when the next one is, in the cleaner's time zone). The button is disabled while the
 * request runs; the answer is a toast, the server's own words when it refuses.
 */
export function WithdrawPanel({ currency, timeZone }: { currency: Currency; timeZone?: string }) {
  const { t } = useTranslation();
  const noteId = useId();
  const status = useWithdrawalStatus();
  const withdraw = useWithdrawFunds();
  // One key per click: a request the network repeats withdraws once.
  const clickKey = useRef<string | null>(null);

  const onWithdraw = () => {
    clickKey.current ??= newIdempotencyKey();
    withdraw.mutate(clickKey.current, {
      onSuccess: ({ payout }) => {
        toast.success(
          t('cleanerWallet.withdraw.sent', { amount: formatMoney(payout.amountCents, payout.currency) }),
          {
            description: t('cleanerWallet.withdraw.sentBody'),
          },
        );
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.detail) {
          toast.error(error.title, { description: error.detail });
        } else {
          toast.error(t('cleanerWallet.withdraw.failed'), { description: errorDescription(error) });
        }
      },
      onSettled: () => {
        clickKey.current = null;
      },
    });
  };

  const data = status.data;
  const money = (cents: number) => formatMoney(cents, data?.currency ?? currency);
  return (
    <div className="flex flex-col gap-2">
      {status.isPending ? (
        <Skeleton className="h-9 w-44 bg-white/20" />
      ) : data?.state === 'ready' ? (
        <Button
          variant="outline"
          disabled={withdraw.isPending}
          aria-busy={withdraw.isPending}
          aria-describedby={noteId}
          onClick={onWithdraw}
          className="w-full border-white/40 bg-white/10 text-white shadow-none hover:bg-white/20 hover:text-white sm:w-auto sm:self-start"
        >
          {withdraw.isPending ? <Spinner className="size-4" /> : <ArrowDownToLine aria-hidden />}
          {withdraw.isPending ? t('cleanerWallet.withdraw.sending') : t('cleanerWallet.withdraw.button')}
        </Button>
      ) : data ? (
        <WaitingReason status={data} timeZone={timeZone} />
      ) : null}
      <p id={noteId} className="flex gap-1.5 text-brand-50 text-xs">
        <Info aria-hidden className="mt-px size-3.5 shrink-0" />
        {data?.state === 'ready'
          ? t('cleanerWallet.withdraw.readyNote', {
              amount: money(data.availableCents),
              minimum: money(data.minimumCents),
            })
          : t('cleanerWallet.withdraw.mondayNote', {
              minimum: money(data?.minimumCents ?? WITHDRAWAL_MINIMUM_CENTS),
            })}
      </p>
    </div>
  );
}

/** Why there is no button now, and what the cleaner can do about it. */
function WaitingReason({ status, timeZone }: { status: WithdrawalStatusResponse; timeZone?: string }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, status.currency);
  if (status.state === 'no_account') {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="font-medium text-sm">{t('cleanerWallet.withdraw.noAccount')}</p>
        <Link
          to="/provider/complete-profile?step=3"
          className="inline-flex items-center gap-1 font-semibold text-sm underline underline-offset-4"
        >
          {t('cleanerWallet.payout.connect')}
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      </div>
    );
  }
  if (status.state === 'already_today' && status.nextAt) {
    const when = dateTimeFormat(formatLocale(), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      new Date(status.nextAt),
    );
    return <p className="font-medium text-sm">{t('cleanerWallet.withdraw.alreadyToday', { when })}</p>;
  }
  return (
    <p className="font-medium text-sm">
      {t('cleanerWallet.withdraw.belowMinimum', {
        minimum: money(status.minimumCents),
        amount: money(status.availableCents),
      })}
    </p>
  );
}
