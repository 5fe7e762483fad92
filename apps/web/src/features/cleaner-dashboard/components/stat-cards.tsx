import { CalendarDays, CircleCheckBig, Hourglass, type LucideIcon, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatRating } from '@/lib/format';

/** A figure that is loading (undefined), failed quietly (null) or known. */
export type Figure<T> = T | null | undefined;

interface StatCardsProps {
  completed: Figure<number>;
  rating: Figure<{ averageRating: number | null; reviewCount: number }>;
  pending: Figure<{ count: number; more: boolean }>;
  nextWeek: Figure<number>;
}

interface StatCardProps {
  to: string;
  icon: LucideIcon;
  iconClass: string;
  label: string;
  value: string;
  /** A sentence rather than a figure (smaller type). */
  wordy?: boolean;
  hint?: string;
  loading: boolean;
  /** A short flag shown in the corner, e.g. "New". */
  badge?: string | null;
}

function StatCard({ to, icon: Icon, iconClass, label, value, wordy, hint, loading, badge }: StatCardProps) {
  const { t } = useTranslation();
  const name = loading
    ? `${label}, ${t('common.loading')}`
    : // In the order the card shows them, so the name holds the visible text (voice control says what it sees).
      [badge, label, value, hint].filter(Boolean).join(', ');
  return (
    <li>
      <Link
        to={to}
        aria-label={name}
        aria-busy={loading || undefined}
        className="flex h-full min-h-28 flex-col gap-3 rounded-2xl border border-border/70 bg-card p-4 shadow-card transition-colors hover:border-brand-200 hover:bg-brand-50/40"
      >
        <span className="flex items-start justify-between gap-2">
          <span className={cn('flex size-9 items-center justify-center rounded-xl', iconClass)}>
            <Icon aria-hidden className="size-[1.125rem]" />
          </span>
          {badge ? <Badge variant="accent">{badge}</Badge> : null}
        </span>{' '}
        {/* Spaces between the parts (flex ignores them): the visible text reads as words, as the name does. */}
        <span className="flex flex-col gap-0.5">
          <span className="font-medium text-muted-foreground text-xs">{label}</span>{' '}
          {loading ? (
            <Skeleton className="mt-1 h-6 w-16" />
          ) : (
            <span className={cn('font-bold tabular leading-tight', wordy ? 'text-base' : 'text-xl')}>
              {value}
            </span>
          )}{' '}
          {hint && !loading ? <span className="text-muted-foreground text-xs">{hint}</span> : null}
        </span>
      </Link>
    </li>
  );
}

/** Completed, Rating, Pending (with "New" when there are requests) and Schedule, each a way in. */
export function StatCards({ completed, rating, pending, nextWeek }: StatCardsProps) {
  const { t } = useTranslation();
  const dash = t('cleanerDashboard.stats.unavailable');
  const count = (value: Figure<number>) => (typeof value === 'number' ? String(value) : dash);
  const ratingValue = !rating
    ? dash
    : rating.averageRating === null || rating.reviewCount === 0
      ? t('cleanerDashboard.stats.noRatings')
      : t('cleanerDashboard.stats.ratingValue', {
          rating: formatRating(rating.averageRating),
          count: rating.reviewCount,
        });
  const pendingValue = pending ? `${pending.count}${pending.more ? '+' : ''}` : dash;

  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        {t('cleanerDashboard.stats.heading')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatCard
          to="/provider/jobs"
          icon={CircleCheckBig}
          iconClass="status-completed"
          label={t('cleanerDashboard.stats.completed')}
          value={count(completed)}
          hint={t('cleanerDashboard.stats.completedHint')}
          loading={completed === undefined}
        />
        <StatCard
          to="/provider/profile"
          icon={Star}
          iconClass="bg-accent-100 text-accent-700"
          label={t('cleanerDashboard.stats.rating')}
          value={ratingValue}
          wordy={rating?.averageRating === null}
          loading={rating === undefined}
        />
        <StatCard
          to="/provider/jobs"
          icon={Hourglass}
          iconClass="status-pending"
          label={t('cleanerDashboard.stats.pending')}
          value={pendingValue}
          hint={t('cleanerDashboard.stats.pendingHint')}
          loading={pending === undefined}
          badge={pending && pending.count > 0 ? t('cleanerDashboard.stats.new') : null}
        />
        <StatCard
          to="/provider/schedule"
          icon={CalendarDays}
          iconClass="status-confirmed"
          label={t('cleanerDashboard.stats.schedule')}
          value={count(nextWeek)}
          hint={t('cleanerDashboard.stats.scheduleHint')}
          loading={nextWeek === undefined}
        />
      </ul>
    </section>
  );
}
