import { personNames } from '@limpa/domain';
import '../cleaner-dashboard-strings';
import type { Profile } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { useEarnings } from '@/lib/api/get-earnings';
import { useRating } from '@/lib/api/get-rating';
import { useBrand } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';
import { useQuietError } from '@/lib/use-quiet-error';
import { usePendingCount } from '../api/get-pending-count';
import { useRecentTasks } from '../api/get-recent-tasks';
import { QuickActions } from '../components/cleaner-quick-actions';
import { DashboardHeader } from '../components/dashboard-header';
import { EarningsCard } from '../components/earnings-card';
import { MonthStats } from '../components/month-stats';
import { ProfileBanner } from '../components/profile-banner';
import { RecentTasks } from '../components/recent-tasks';
import { type Figure, StatCards } from '../components/stat-cards';

/** A query's value for a card: undefined while loading, null when it failed (quietly), else the value. */
function figure<T, R>(
  query: { isPending: boolean; isError: boolean; data: T | undefined },
  pick: (data: T) => R,
) {
  if (query.isError && query.data === undefined) return null;
  if (query.isPending || query.data === undefined) return undefined;
  return pick(query.data);
}

/**
 * Cleaner dashboard (docs/product-rules.md#cleaner-screens, #money): greeting and honest status, the
 * profile-completion banner, live earnings, stat cards, quick actions, the 2 soonest tasks and month stats.
 */
export function CleanerDashboardPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const auth = useAuth();
  // The session is GET /api/v1/me, whose profile is the contracts' Profile.
  const profile = auth.profile as unknown as Profile | null;

  const earnings = useEarnings();
  const rating = useRating();
  const pending = usePendingCount();
  const recent = useRecentTasks();

  useQuietError('cleaner-dashboard', 'earnings', earnings.error);
  useQuietError('cleaner-dashboard', 'rating', rating.error);
  useQuietError('cleaner-dashboard', 'pending bookings', pending.error);
  useQuietError('cleaner-dashboard', 'recent tasks', recent.error);

  const title = t('pages.cleanerDashboard');
  const completed: Figure<number> = figure(earnings, (e) => e.completedCount);
  const nextWeek: Figure<number> = figure(earnings, (e) => e.nextWeekCount);

  return (
    <div className="flex flex-col gap-6">
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      <DashboardHeader
        title={title}
        name={personNames(profile, null).firstName}
        isApproved={profile?.isApproved ?? false}
      />

      {profile && !profile.onboardingComplete ? <ProfileBanner /> : null}

      {earnings.isPending ? (
        <EarningsCard state="loading" />
      ) : earnings.isSuccess ? (
        <EarningsCard state="ready" earnings={earnings.data} />
      ) : (
        <EarningsCard state="error" />
      )}

      <StatCards
        completed={completed}
        rating={figure(rating, (r) => r)}
        pending={figure(pending, (p) => p)}
        nextWeek={nextWeek}
      />

      <QuickActions />

      {recent.isPending ? (
        <RecentTasks state="loading" />
      ) : recent.isSuccess ? (
        <RecentTasks state="ready" tasks={recent.data} />
      ) : (
        <RecentTasks state="error" />
      )}

      {earnings.isError && !earnings.data ? null : (
        <MonthStats
          completedThisMonth={earnings.data?.thisMonthCompletedCount}
          nextWeek={earnings.data?.nextWeekCount}
        />
      )}
    </div>
  );
}
