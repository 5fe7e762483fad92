import { useTranslation } from 'react-i18next';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Two card tiles' worth of placeholders while the list loads. */
export function PaymentMethodsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-4 sm:grid-cols-2">
      <span className="sr-only">{t('paymentMethods.loading')}</span>
      {[0, 1].map((i) => (
        <Card key={i} className="flex flex-col gap-3 p-3">
          <Skeleton className="h-32 rounded-xl" />
          <SkeletonBars className="flex justify-end gap-2" bars={['h-9 w-28', 'h-9 w-24']} />
        </Card>
      ))}
    </div>
  );
}
