import {
  AlertTriangle,
  Banknote,
  ChevronRight,
  ClipboardList,
  FileBarChart,
  type LucideIcon,
  Settings,
  Star,
  Users,
  Wallet,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

type ManageKey = 'users' | 'bookings' | 'payouts' | 'reviews' | 'settings';

const MANAGE: readonly { key: ManageKey; to: string; icon: LucideIcon }[] = [
  { key: 'users', to: '/admin/users', icon: Users },
  { key: 'bookings', to: '/admin/bookings', icon: ClipboardList },
  { key: 'payouts', to: '/admin/payouts', icon: Banknote },
  { key: 'reviews', to: '/admin/reviews', icon: Star },
  { key: 'settings', to: '/admin/settings', icon: Settings },
];

/** The five admin areas, each with what it is for. */
export function ManageLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="admin-manage-heading" className="flex flex-col gap-3">
      <h2 id="admin-manage-heading" className="font-semibold text-lg tracking-tight">
        {t('adminConsole.dashboard.manage.heading')}
      </h2>
      <ul className="overflow-hidden rounded-2xl border border-border/70 bg-card shadow-card">
        {MANAGE.map(({ key, to, icon: Icon }) => (
          <li key={key} className="border-border/70 border-b last:border-b-0">
            <Link
              to={to}
              className="flex min-h-16 items-center gap-3 px-4 py-3 transition-colors hover:bg-brand-50/50 focus-visible:bg-brand-50/50 sm:px-5"
            >
              <span
                aria-hidden
                className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
              >
                <Icon className="size-5" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold">{t(`adminConsole.dashboard.manage.${key}`)}</span>
                <span className="text-muted-foreground text-sm">
                  {t(`adminConsole.dashboard.manage.${key}Hint`)}
                </span>
              </span>
              <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface QuickActionsProps {
  /** Bookings whose payment failed; undefined while loading, null when unknown. */
  failedPayments: number | null | undefined;
}

/** Shortcuts to live pages: payment issues (with the failed count), payouts, revenue export, reviews. */
export function QuickActions({ failedPayments }: QuickActionsProps) {
  const { t } = useTranslation();
  const hasIssues = typeof failedPayments === 'number' && failedPayments > 0;
  const tile =
    'flex h-full min-h-24 flex-col justify-between gap-2 rounded-2xl border border-border/70 bg-card p-4 shadow-card transition-colors hover:border-brand-200 hover:bg-brand-50/40';
  const iconBox = 'flex size-10 items-center justify-center rounded-xl';

  return (
    <nav aria-labelledby="admin-actions-heading" className="flex flex-col gap-3">
      <h2 id="admin-actions-heading" className="font-semibold text-lg tracking-tight">
        {t('adminConsole.dashboard.actions.heading')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <li>
          <Link to="/admin/bookings?paymentStatus=failed" className={tile}>
            <span
              aria-hidden
              className={cn(iconBox, hasIssues ? 'status-failed' : 'bg-muted text-muted-foreground')}
            >
              <AlertTriangle className="size-5" />
            </span>
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold text-sm">
                {t('adminConsole.dashboard.actions.paymentIssues')}
              </span>
              {failedPayments === undefined ? (
                <Skeleton className="h-4 w-24" />
              ) : failedPayments === null ? null : (
                <span
                  className={cn(
                    'text-xs tabular',
                    hasIssues ? 'font-semibold text-status-failed' : 'text-muted-foreground',
                  )}
                >
                  {t('adminConsole.dashboard.actions.paymentIssuesCount', { count: failedPayments })}
                </span>
              )}
            </span>
          </Link>
        </li>
        <li>
          <Link to="/admin/payouts" className={tile}>
            <span aria-hidden className={cn(iconBox, 'bg-brand-50 text-brand-700')}>
              <Wallet className="size-5" />
            </span>
            <span className="font-semibold text-sm">
              {t('adminConsole.dashboard.actions.cleanerPayouts')}
            </span>
          </Link>
        </li>
        <li>
          <Link to="/admin/bookings" className={tile}>
            <span aria-hidden className={cn(iconBox, 'bg-accent-100 text-accent-800')}>
              <FileBarChart className="size-5" />
            </span>
            <span className="font-semibold text-sm">
              {t('adminConsole.dashboard.actions.revenueReports')}
            </span>
          </Link>
        </li>
        <li>
          <Link to="/admin/reviews" className={tile}>
            <span aria-hidden className={cn(iconBox, 'status-pending')}>
              <Star className="size-5" />
            </span>
            <span className="font-semibold text-sm">
              {t('adminConsole.dashboard.actions.qualityReports')}
            </span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
