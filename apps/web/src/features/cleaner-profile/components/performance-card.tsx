import { BriefcaseBusiness, MessageSquareText, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useEarnings } from '@/lib/api/get-earnings';
import { useRating } from '@/lib/api/get-rating';
import { formatRating } from '@/lib/format';

/** Live figures only: completed jobs, average rating and review count (on-time rate is not measured). */
export function PerformanceCard() {
  const { t } = useTranslation();
  const earnings = useEarnings();
  const rating = useRating();
  const none = t('cleanerProfile.performance.none');
  const average = rating.data?.averageRating;
  return (
    // The dashboard's "Performance" shortcut leads here (#performance), below the sticky header.
    <Card id="performance" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>{t('cleanerProfile.performance.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-3 gap-3">
          <Stat
            icon={<BriefcaseBusiness aria-hidden className="size-5" />}
            label={t('cleanerProfile.performance.completed')}
            loading={earnings.isPending}
            value={earnings.data ? String(earnings.data.completedCount) : none}
          />
          <Stat
            icon={<Star aria-hidden className="size-5" />}
            label={t('cleanerProfile.performance.rating')}
            loading={rating.isPending}
            value={average === null || average === undefined ? none : formatRating(average)}
          />
          <Stat
            icon={<MessageSquareText aria-hidden className="size-5" />}
            label={t('cleanerProfile.performance.reviews')}
            loading={rating.isPending}
            value={rating.data ? String(rating.data.reviewCount) : none}
          />
        </ul>
      </CardContent>
    </Card>
  );
}

function Stat({
  icon,
  label,
  value,
  loading,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  loading: boolean;
}) {
  return (
    <li className="flex flex-col items-center gap-1.5 rounded-xl bg-muted/60 px-2 py-3 text-center">
      <span className="text-primary">{icon}</span>
      {loading ? (
        <Skeleton className="h-5 w-8" />
      ) : (
        <span className="font-bold text-xl tabular-nums leading-none">{value}</span>
      )}
      <span className="text-muted-foreground text-xs leading-tight">{label}</span>
    </li>
  );
}
