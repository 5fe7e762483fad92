import { BadgeCheck, ChevronRight, Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** "Payment Methods": where payouts go — the payout account connected or not (then a way to connect it). */
export function PayoutStatus({ connected }: { connected: boolean }) {
  const { t } = useTranslation();
  const [Icon, tone, title, body] = connected
    ? [
        BadgeCheck,
        'status-completed',
        t('cleanerWallet.payout.connected'),
        t('cleanerWallet.payout.connectedBody'),
      ]
    : [
        Landmark,
        'status-pending',
        t('cleanerWallet.payout.notConnected'),
        t('cleanerWallet.payout.notConnectedBody'),
      ];
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <h2 className="font-semibold text-lg tracking-tight">{t('cleanerWallet.payout.heading')}</h2>
      <div className="flex items-start gap-3">
        <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', tone)}>
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="font-semibold">{title}</p>
          <p className="text-muted-foreground text-sm">{body}</p>
        </div>
      </div>
      {connected ? null : (
        <Button asChild variant="outline" className="self-start">
          <Link to="/provider/complete-profile?step=3">
            {t('cleanerWallet.payout.connect')}
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      )}
    </Card>
  );
}
