import type { CleanerListItem } from '@limpa/contracts';
import { CLEANER_DEFAULT_HOURLY_RATE } from '@limpa/domain';
import { MapPin, MapPinPlus, Star, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { VerifiedBadge } from '@/components/verified-badge';
import { formatMoney, formatRating } from '@/lib/format';
import { Carousel } from './carousel';

type NearbyCleanersProps =
  | { state: 'loading' }
  | { state: 'no-address' }
  | { state: 'ready'; cleaners: readonly CleanerListItem[]; currency: string };

const cardClass =
  'flex h-full w-56 flex-col gap-3 rounded-2xl border border-border/70 bg-card p-4 shadow-card';

/** Approved cleaners serving the customer's default address, with live ratings and rates. */
export function NearbyCleaners(props: NearbyCleanersProps) {
  const { t } = useTranslation();
  const seeAll = (
    <Button asChild variant="link" className="px-2">
      <Link to="/customer/service-providers" aria-label={t('customerHome.nearby.seeAllLabel')}>
        {t('customerHome.nearby.seeAll')}
      </Link>
    </Button>
  );

  if (props.state === 'no-address') {
    return (
      <Carousel
        title={t('customerHome.nearby.heading')}
        fallback={
          <Prompt
            icon={<MapPinPlus aria-hidden className="size-6" />}
            title={t('customerHome.nearby.noAddressTitle')}
            body={t('customerHome.nearby.noAddressBody')}
            action={
              <Button asChild variant="outline">
                <Link to="/customer/addresses">{t('customerHome.nearby.addAddress')}</Link>
              </Button>
            }
          />
        }
      >
        {null}
      </Carousel>
    );
  }

  if (props.state === 'ready' && props.cleaners.length === 0) {
    return (
      <Carousel
        title={t('customerHome.nearby.heading')}
        action={seeAll}
        fallback={
          <Prompt
            icon={<UsersRound aria-hidden className="size-6" />}
            title={t('customerHome.nearby.emptyTitle')}
            body={t('customerHome.nearby.emptyBody')}
          />
        }
      >
        {null}
      </Carousel>
    );
  }

  return (
    <Carousel title={t('customerHome.nearby.heading')} action={seeAll}>
      {props.state === 'loading'
        ? [0, 1].map((i) => (
            <li key={i} aria-hidden className="shrink-0">
              <div className={cardClass}>
                <div className="flex items-center gap-3">
                  <Skeleton className="size-14 rounded-full" />
                  <SkeletonBars className="flex flex-col gap-2" bars={['h-4 w-24', 'h-3 w-16']} />
                </div>
                <SkeletonBars className="contents" bars={['h-4 w-32', 'h-9 w-full rounded-lg']} />
              </div>
            </li>
          ))
        : props.cleaners.map((cleaner) => (
            <li key={cleaner.userId} className="shrink-0 snap-start">
              <CleanerCard cleaner={cleaner} currency={cleaner.currency ?? props.currency} />
            </li>
          ))}
    </Carousel>
  );
}

function CleanerCard({ cleaner, currency }: { cleaner: CleanerListItem; currency: string }) {
  const { t } = useTranslation();
  const rate = formatMoney((cleaner.hourlyRate ?? CLEANER_DEFAULT_HOURLY_RATE) * 100, currency);
  return (
    <article className={cardClass}>
      <div className="flex items-center gap-3">
        <Avatar name={cleaner.fullName} src={cleaner.avatarUrl} className="size-14" />
        <div className="flex min-w-0 flex-col">
          <h3 className="truncate font-semibold leading-tight">
            <Link to={`/provider/${cleaner.userId}`} className="hover:underline">
              {cleaner.fullName}
            </Link>
          </h3>
          {cleaner.city ? (
            <p className="flex items-center gap-1 text-muted-foreground text-xs">
              <MapPin aria-hidden className="size-3.5" />
              <span className="truncate">{cleaner.city}</span>
            </p>
          ) : null}
          {cleaner.verified ? <VerifiedBadge /> : null}
        </div>
      </div>
      <div className="flex items-center justify-between text-sm">
        {cleaner.averageRating !== null && cleaner.reviewCount > 0 ? (
          <span
            className="flex items-center gap-1 font-medium tabular"
            role="img"
            aria-label={t('customerHome.nearby.ratingLabel', {
              rating: formatRating(cleaner.averageRating),
              count: cleaner.reviewCount,
            })}
          >
            <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
            {t('customerHome.nearby.rating', {
              rating: formatRating(cleaner.averageRating),
              count: cleaner.reviewCount,
            })}
          </span>
        ) : (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700 text-xs">
            {t('customerHome.nearby.newCleaner')}
          </span>
        )}
        <span className="font-semibold text-brand-700 tabular">
          {t('customerHome.nearby.perHour', { price: rate })}
        </span>
      </div>
      <Button asChild size="sm" className="mt-auto w-full">
        <Link
          to={`/customer/book?cleaner=${encodeURIComponent(cleaner.userId)}`}
          aria-label={t('customerHome.nearby.bookWith', { name: cleaner.fullName })}
        >
          {t('customerHome.nearby.bookNow')}
        </Link>
      </Button>
    </article>
  );
}

function Prompt({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  action?: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-start gap-3 p-5">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{title}</p>
        <p className="text-muted-foreground text-sm">{body}</p>
      </div>
      {action}
    </Card>
  );
}
