import type { AdminStats } from '@limpa/contracts';
import { numberFormat } from '@limpa/domain';
import {
  Banknote,
  CircleCheckBig,
  ClipboardList,
  Hourglass,
  type LucideIcon,
  UserCheck,
  Users,
} from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSection } from '@/components/page-section';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatLocale } from '@/lib/locale';
import { formatRevenue } from '../admin-format';

interface StatCardProps {
  to: string;
  label: string;
  icon: LucideIcon;
  iconClass: string;
  /** undefined while loading (a skeleton). */
  value: ReactNode | undefined;
  hint?: string;
  className?: string;
}

function StatCard({ to, label, icon: Icon, iconClass, value, hint, className }: StatCardProps) {
  const loading = value === undefined;
  return (
    <li className={className}>
      <Link
        to={to}
        aria-busy={loading || undefined}
        className="flex h-full min-h-28 flex-col gap-2 rounded-2xl border border-border/70 bg-card p-4 shadow-card transition-colors hover:border-brand-200 hover:bg-brand-50/40 sm:p-5"
      >
        <span className="flex items-start justify-between gap-2">
          <span className="font-medium text-muted-foreground text-sm">{label}</span>
          <span
            aria-hidden
            className={cn('flex size-9 shrink-0 items-center justify-center rounded-xl', iconClass)}
          >
            <Icon className="size-[1.125rem]" />
          </span>
        </span>
        <span className="flex flex-col gap-1">
          {loading ? <Skeleton className="h-7 w-20" /> : value}
          {hint && !loading ? <span className="text-muted-foreground text-xs">{hint}</span> : null}
        </span>
      </Link>
    </li>
  );
}

function Count({ value }: { value: number }) {
  return (
    <span className="font-bold text-2xl tabular tracking-tight">
      {numberFormat(formatLocale()).format(value)}
    </span>
  );
}

/** Revenue per currency, never summed across currencies: "€1,234.56 · CA$89.00". */
function Revenue({ revenue }: { revenue: AdminStats['revenue'] }) {
  const { t } = useTranslation();
  const amounts = formatRevenue(revenue);
  if (amounts.length === 0) {
    return (
      <span className="font-semibold text-base text-muted-foreground">
        {t('adminConsole.dashboard.stats.noRevenue')}
      </span>
    );
  }
  return (
    <span className="font-bold text-xl tabular leading-snug tracking-tight">
      {amounts.map((amount, i) => (
        <Fragment key={amount}>
          {i > 0 ? (
            <>
              {' '}
              <span aria-hidden className="font-normal text-muted-foreground">
                ·
              </span>{' '}
            </>
          ) : null}
          <span className="whitespace-nowrap">{amount}</span>
        </Fragment>
      ))}
    </span>
  );
}

const count = (pick: (s: AdminStats) => number) => (s: AdminStats) => <Count value={pick(s)} />;

interface StatDefinition {
  key: 'totalUsers' | 'activeCleaners' | 'totalBookings' | 'pending' | 'completed' | 'revenue';
  to: string;
  icon: LucideIcon;
  iconClass: string;
  render: (s: AdminStats) => ReactNode;
  hint?: 'activeCleanersHint' | 'pendingHint' | 'revenueHint';
  /** Full width on phones (the odd ones of each row of two). */
  wide?: boolean;
}

/** The six figures in their order: where each leads, its icon, and how it is shown. */
const STATS: readonly StatDefinition[] = [
  {
    key: 'totalUsers',
    to: '/admin/users',
    icon: Users,
    iconClass: 'bg-brand-50 text-brand-700',
    render: count((s) => s.totalUsers),
  },
  {
    key: 'activeCleaners',
    to: '/admin/users?role=cleaner',
    icon: UserCheck,
    iconClass: 'status-completed',
    render: count((s) => s.activeCleaners),
    hint: 'activeCleanersHint',
  },
  {
    key: 'totalBookings',
    to: '/admin/bookings',
    icon: ClipboardList,
    iconClass: 'status-confirmed',
    render: count((s) => s.totalBookings),
    wide: true,
  },
  {
    key: 'pending',
    to: '/admin/bookings?status=pending',
    icon: Hourglass,
    iconClass: 'status-pending',
    render: count((s) => s.pendingBookings),
    hint: 'pendingHint',
  },
  {
    key: 'completed',
    to: '/admin/bookings?status=completed',
    icon: CircleCheckBig,
    iconClass: 'status-completed',
    render: count((s) => s.completedBookings),
  },
  {
    key: 'revenue',
    to: '/admin/bookings',
    icon: Banknote,
    iconClass: 'bg-accent-100 text-accent-800',
    render: (s: AdminStats) => <Revenue revenue={s.revenue} />,
    hint: 'revenueHint',
    wide: true,
  },
];

interface DashboardStatsProps {
  /** undefined while loading; null when the figures could not be loaded. */
  stats: AdminStats | null | undefined;
  onRetry: () => void;
  retrying: boolean;
}

/** Total Users, Active Cleaners, Total Bookings, Pending, Completed and Platform Revenue; each leads on. */
export function DashboardStats({ stats, onRetry, retrying }: DashboardStatsProps) {
  const { t } = useTranslation();
  const dash = (
    <span className="font-bold text-2xl text-muted-foreground">
      {t('adminConsole.dashboard.stats.unavailable')}
    </span>
  );

  return (
    <PageSection heading={t('adminConsole.dashboard.stats.heading')} hiddenHeading>
      {stats === null ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-muted px-4 py-3 text-sm">
          <span className="text-muted-foreground">{t('adminConsole.dashboard.stats.failed')}</span>
          <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
            {t('adminConsole.dashboard.stats.retry')}
          </Button>
        </div>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {STATS.map((stat) => (
          <StatCard
            key={stat.key}
            to={stat.to}
            label={t(`adminConsole.dashboard.stats.${stat.key}`)}
            icon={stat.icon}
            iconClass={stat.iconClass}
            value={stats === undefined ? undefined : stats === null ? dash : stat.render(stats)}
            hint={stat.hint ? t(`adminConsole.dashboard.stats.${stat.hint}`) : undefined}
            className={stat.wide ? 'col-span-2 md:col-span-1' : undefined}
          />
        ))}
      </ul>
    </PageSection>
  );
}
