import { CalendarDays, Clock, type LucideIcon, MessageSquare, Settings, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBadge } from '@/components/icon-badge';
import { PageSection } from '@/components/page-section';

type QuickActionKey = 'schedule' | 'messages' | 'performance' | 'time' | 'settings';

/**
 * docs/product-rules.md#cleaner-screens: the shortcuts and where each one goes. A `#part` is the section of the
 * page the shortcut names (React Router's scroll restoration scrolls to it).
 */
export const QUICK_ACTIONS: readonly { key: QuickActionKey; to: string; icon: LucideIcon }[] = [
  { key: 'schedule', to: '/provider/schedule', icon: CalendarDays },
  { key: 'messages', to: '/messages', icon: MessageSquare },
  { key: 'performance', to: '/provider/profile#performance', icon: TrendingUp },
  { key: 'time', to: '/provider/schedule#time-off', icon: Clock },
  { key: 'settings', to: '/provider/profile', icon: Settings },
];

export function QuickActions() {
  const { t } = useTranslation();
  return (
    <PageSection as="nav" heading={t('cleanerDashboard.quickActions.heading')}>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5">
        {QUICK_ACTIONS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex h-full min-h-24 flex-col items-center justify-center gap-2 rounded-2xl border border-border/70 bg-card px-2 py-3 text-center shadow-card transition-colors hover:border-brand-200 hover:bg-brand-50/40"
            >
              <IconBadge
                icon={Icon}
                className="size-11 rounded-xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-100"
              />
              <span className="font-medium text-foreground text-xs leading-tight [overflow-wrap:anywhere] sm:text-sm">
                {t(`cleanerDashboard.quickActions.${key}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
