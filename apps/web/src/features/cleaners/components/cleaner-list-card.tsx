import type { CleanerListItem } from '@limpa/contracts';
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SkeletonBars, SkeletonMedia } from '@/components/skeleton-bars';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { VerifiedBadge } from '@/components/verified-badge';
import { serviceName } from '@/lib/booking-names';
import { cn } from '@/lib/cn';
import { formatDistanceKm, formatHourlyRate } from '../cleaner-rate-format';
import { CleanerRating } from './cleaner-rating';
import { FavoriteButton } from './favorite-button';

const TOP_SERVICES = 3;

interface CleanerListCardProps {
  cleaner: CleanerListItem;
  /** Show "Book Now" beside "View Profile". */
  showBook?: boolean;
  /** Show the heart toggle (customers). */
  showFavorite?: boolean;
}

export function bookPath(userId: string) {
  return `/customer/book?${new URLSearchParams({ cleaner: userId })}`;
}

export function profilePath(userId: string) {
  return `/provider/${encodeURIComponent(userId)}`;
}

/** A cleaner in a list: who, how they are rated, where, for how much, what they do, and what to do next. */
export function CleanerListCard({ cleaner, showBook = false, showFavorite = false }: CleanerListCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const rate = formatHourlyRate(cleaner);
  const services = cleaner.servicesOffered.slice(0, TOP_SERVICES);
  const moreServices = cleaner.servicesOffered.length - services.length;

  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <Avatar name={cleaner.fullName} src={cleaner.avatarUrl} className="size-14 text-base" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={nameId} className="truncate font-semibold text-base leading-snug">
            {cleaner.fullName}
          </h2>
          {cleaner.verified ? <VerifiedBadge /> : null}
          <CleanerRating averageRating={cleaner.averageRating} reviewCount={cleaner.reviewCount} />
          {cleaner.city || cleaner.distanceKm !== null ? (
            <p className="flex items-center gap-1 text-muted-foreground text-sm">
              <MapPin aria-hidden className="size-3.5 shrink-0" />
              {cleaner.city ? <span className="truncate">{cleaner.city}</span> : null}
              {cleaner.distanceKm !== null ? (
                <span className="shrink-0">
                  {cleaner.city ? <span aria-hidden> · </span> : null}
                  {t('cleaners.distanceAway', { distance: formatDistanceKm(cleaner.distanceKm) })}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        {showFavorite ? (
          <FavoriteButton
            userId={cleaner.userId}
            isFavorite={cleaner.isFavorite}
            name={cleaner.fullName}
            className="-mt-1.5 -mr-1.5"
          />
        ) : null}
      </div>

      {services.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {services.map((service) => (
            <li key={service}>
              <Badge variant="secondary" className="font-medium">
                {serviceName(t, service)}
              </Badge>
            </li>
          ))}
          {moreServices > 0 ? (
            <li>
              <Badge variant="outline" className="font-medium text-muted-foreground">
                {t('cleaners.moreServices', { count: moreServices })}
              </Badge>
            </li>
          ) : null}
        </ul>
      ) : null}

      {cleaner.bio ? <p className="line-clamp-2 text-muted-foreground text-sm">{cleaner.bio}</p> : null}

      <div className="flex items-center justify-between gap-3 border-border/70 border-t pt-3">
        <p className="shrink-0">
          <span aria-hidden className="font-semibold text-lg tabular-nums">
            {t('cleaners.perHour', { amount: rate })}
          </span>
          <span className="sr-only">{t('cleaners.perHourLabel', { amount: rate })}</span>
        </p>
        <div className="flex min-w-0 gap-2">
          <Button asChild size="sm" variant={showBook ? 'outline' : 'primary'}>
            <Link to={profilePath(cleaner.userId)} aria-describedby={nameId}>
              {t('cleaners.viewProfile')}
            </Link>
          </Button>
          {showBook ? (
            <Button asChild size="sm">
              <Link to={bookPath(cleaner.userId)} aria-describedby={nameId}>
                {t('cleaners.bookNow')}
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

export function CleanerListCardSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <SkeletonMedia
        media="size-14 rounded-full"
        barsClassName="flex flex-1 flex-col gap-2 pt-1"
        bars={['h-4 w-2/5', 'h-3.5 w-1/3', 'h-3.5 w-1/4']}
      />
      <SkeletonBars className="flex gap-1.5" bars={['h-6 w-28 rounded-full', 'h-6 w-24 rounded-full']} />
      <Skeleton className="h-3.5 w-full" />
      <Skeleton className="h-3.5 w-3/4" />
      <SkeletonBars
        className="flex items-center justify-between border-border/70 border-t pt-3"
        bars={['h-6 w-14', 'h-9 w-44 rounded-lg']}
      />
    </Card>
  );
}

/** Skeleton cards for a list that is loading (hidden from assistive tech; the list says it is busy). */
export function CleanerListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className="flex flex-col gap-3">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <CleanerListCardSkeleton key={i} />
      ))}
    </div>
  );
}

interface CleanerListProps extends Omit<CleanerListCardProps, 'cleaner'> {
  cleaners: CleanerListItem[];
  label: string;
  dimmed?: boolean;
}

/** The cards as a list (each card titled by the cleaner's name). */
export function CleanerList({ cleaners, label, dimmed = false, ...cardProps }: CleanerListProps) {
  return (
    <ul aria-label={label} className={cn('flex flex-col gap-3 transition-opacity', dimmed && 'opacity-60')}>
      {cleaners.map((cleaner) => (
        <li key={cleaner.userId}>
          <CleanerListCard cleaner={cleaner} {...cardProps} />
        </li>
      ))}
    </ul>
  );
}
