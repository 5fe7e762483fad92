import {
  AlertTriangle,
  Banknote,
  ChevronRight,
  ClipboardCheck,
  ClipboardList,
  FileBarChart,
  Headset,
  type LucideIcon,
  Settings,
  ShieldAlert,
  Star,
  Tags,
  UserRoundCog,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBadge } from '@/components/icon-badge';
import { PageSection } from '@/components/page-section';
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
    <PageSection as="nav" heading={t('adminConsole.dashboard.manage.heading')}>
      <ul className="overflow-hidden rounded-2xl border border-border/70 bg-card shadow-card">
        {MANAGE.map(({ key, to, icon: Icon }) => (
          <li key={key} className="border-border/70 border-b last:border-b-0">
            <Link
              to={to}
              className="flex min-h-16 items-center gap-3 px-4 py-3 transition-colors hover:bg-brand-50/50 focus-visible:bg-brand-50/50 sm:px-5"
            >
              <IconBadge icon={Icon} className="size-10 shrink-0 rounded-xl bg-brand-50 text-brand-700" />
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
    </PageSection>
  );
}

interface QuickActionsProps {
  /** Bookings whose payment failed; undefined while loading, null when unknown. */
  failedPayments: number | null | undefined;
  /** Reports of reviews and people waiting for a decision (decision 072); the same states. */
  openReports: number | null | undefined;
}

/** A to-do's count under its tile: a placeholder while loading, nothing when unknown, stressed when some. */
function TodoCount({ count, text }: { count: number | null | undefined; text: (count: number) => string }) {
  if (count === undefined) return <Skeleton className="h-4 w-24" />;
  if (count === null) return null;
  return (
    <span
      className={cn(
        'text-xs tabular',
        count > 0 ? 'font-semibold text-status-failed' : 'text-muted-foreground',
      )}
    >
      {text(count)}
    </span>
  );
}

const BRAND_TILE = 'bg-brand-50 text-brand-700';
const ACCENT_TILE = 'bg-accent-100 text-accent-800';

/**
 * The eight quick actions and the page each opens. Manual assignment opens the bookings awaiting a cleaner,
 * where a booking's detail offers "Reassign" (pending and confirmed bookings).
 */
export const QUICK_ACTIONS = [
  { key: 'disputedBookings', to: '/admin/disputes', icon: ShieldAlert, iconClass: 'status-failed' },
  // The help desk's open requests: the queue an admin works from (decision 067).
  { key: 'supportRequests', to: '/admin/support?status=open', icon: Headset, iconClass: BRAND_TILE },
  {
    key: 'manualAssignment',
    to: '/admin/bookings?status=pending',
    icon: UserRoundCog,
    iconClass: BRAND_TILE,
  },
  { key: 'revenueReports', to: '/admin/reports/revenue', icon: FileBarChart, iconClass: ACCENT_TILE },
  { key: 'paymentIssues', to: '/admin/bookings?paymentStatus=failed', icon: AlertTriangle, iconClass: '' },
  { key: 'cleanerPayouts', to: '/admin/payouts', icon: Wallet, iconClass: BRAND_TILE },
  { key: 'serviceStandards', to: '/admin/service-standards', icon: ClipboardCheck, iconClass: ACCENT_TILE },
  { key: 'serviceCatalogue', to: '/admin/services', icon: Tags, iconClass: BRAND_TILE },
  // The reports queue of Reviews and Reports, open first (decision 072).
  { key: 'qualityReports', to: '/admin/reviews?view=reports', icon: Star, iconClass: 'status-pending' },
] as const satisfies readonly { key: string; to: string; icon: LucideIcon; iconClass: string }[];

function ActionTile(props: {
  to: string;
  icon: LucideIcon;
  iconClass: string;
  label: string;
  children?: ReactNode;
}) {
  return (
    <li>
      <Link
        to={props.to}
        className="flex h-full min-h-24 flex-col justify-between gap-2 rounded-2xl border border-border/70 bg-card p-4 shadow-card transition-colors hover:border-brand-200 hover:bg-brand-50/40"
      >
        <IconBadge icon={props.icon} className={cn('size-10 rounded-xl', props.iconClass)} />
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="font-semibold text-sm [overflow-wrap:anywhere]">{props.label}</span>
          {props.children}
        </span>
      </Link>
    </li>
  );
}

/** Shortcuts to live pages; payment issues carries the failed count, quality reports the open reports. */
export function QuickActions({ failedPayments, openReports }: QuickActionsProps) {
  const { t } = useTranslation();
  const hasIssues = typeof failedPayments === 'number' && failedPayments > 0;
  return (
    <PageSection as="nav" heading={t('adminConsole.dashboard.actions.heading')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {QUICK_ACTIONS.map((action) => (
          <ActionTile
            key={action.key}
            to={action.to}
            icon={action.icon}
            iconClass={
              action.key === 'paymentIssues'
                ? hasIssues
                  ? 'status-failed'
                  : 'bg-muted text-muted-foreground'
                : action.iconClass
            }
            label={t(`adminConsole.dashboard.actions.${action.key}`)}
          >
            {action.key === 'paymentIssues' ? (
              <TodoCount
                count={failedPayments}
                text={(count) => t('adminConsole.dashboard.actions.paymentIssuesCount', { count })}
              />
            ) : action.key === 'qualityReports' ? (
              <TodoCount
                count={openReports}
                text={(count) => t('adminConsole.dashboard.actions.qualityReportsCount', { count })}
              />
            ) : null}
          </ActionTile>
        ))}
      </ul>
    </PageSection>
  );
}
