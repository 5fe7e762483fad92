import type { PricingRow } from '@limpa/contracts';
import type { HomeType } from '@limpa/domain';
import { BedDouble, BedSingle, Clock, Home, type LucideIcon, Sofa } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBadge } from '@/components/icon-badge';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { estimatedTimeLabel } from '@/lib/estimated-time';
import { formatMoney } from '@/lib/format';
import { Carousel } from './carousel';

/** Studio and 2 Bedroom are marked popular (docs/product-rules.md#customer-screens). */
const POPULAR: ReadonlySet<HomeType> = new Set(['T0', 'T2']);

const ICONS: Record<HomeType, LucideIcon> = {
  T0: Sofa,
  T1: BedSingle,
  T2: BedDouble,
  T3: BedDouble,
  T4: Home,
};

export interface PopularServicesProps {
  /** undefined while loading. */
  rows: readonly PricingRow[] | undefined;
  currency: string;
  /** Cards open the booking wizard (customers); otherwise they are display only. */
  bookable: boolean;
}

const cardClass =
  'flex h-full w-40 flex-col gap-3 rounded-2xl border border-border/70 bg-card p-4 shadow-card sm:w-44';

/**
 * Home types with the default service's one-time price and time (the standard table); a card opens the wizard on
 * that home type and that service, whatever a draft had.
 */
export function PopularServices({ rows, currency, bookable }: PopularServicesProps) {
  const { t } = useTranslation();

  return (
    <Carousel title={t('customerHome.popular.heading')}>
      {rows
        ? rows.map((row) => {
            const Icon = ICONS[row.homeType];
            const label = t(`customerHome.popular.${row.homeType}`);
            const price = formatMoney(row.oneTimeCents, currency);
            const body = (
              <>
                <div className="flex items-start justify-between gap-2">
                  <IconBadge
                    icon={Icon}
                    className="size-11 rounded-xl bg-brand-50 text-brand-700"
                    iconClassName="size-6"
                  />
                  {POPULAR.has(row.homeType) ? (
                    <Badge variant="accent">{t('customerHome.popular.popular')}</Badge>
                  ) : null}
                </div>
                <div className="flex flex-col gap-1">
                  <span className="font-semibold text-base leading-tight">{label}</span>
                  <span className="font-semibold text-brand-700 text-sm tabular">
                    {t('customerHome.popular.from', { price })}
                  </span>
                  <span className="flex items-center gap-1 text-muted-foreground text-xs tabular">
                    <Clock aria-hidden className="size-3.5" />
                    {estimatedTimeLabel(t, row.estimatedTime)}
                  </span>
                </div>
              </>
            );
            return (
              <li key={row.homeType} className="shrink-0 snap-start">
                {bookable ? (
                  <Link
                    to={`/customer/book?homeType=${row.homeType}&service=default`}
                    className={cn(cardClass, 'transition-[border-color,box-shadow] hover:border-brand-300')}
                  >
                    {body}
                  </Link>
                ) : (
                  <div className={cardClass}>{body}</div>
                )}
              </li>
            );
          })
        : [0, 1, 2].map((i) => (
            <li key={i} aria-hidden className="shrink-0">
              <div className={cardClass}>
                <Skeleton className="size-11 rounded-xl" />
                <Skeleton className="h-5 w-24" />
                <Skeleton className="h-4 w-20" />
                <Skeleton className="h-3 w-16" />
              </div>
            </li>
          ))}
    </Carousel>
  );
}
