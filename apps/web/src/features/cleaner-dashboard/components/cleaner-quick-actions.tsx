import {
  CalendarDays,
  Clock,
  type LucideIcon,
  MessageSquare,
  Plus,
  Settings,
  TrendingUp,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBadge } from '@/components/icon-badge';
import { PageSection } from '@/components/page-section';

type QuickActionKey = 'schedule' | 'messages' | 'performance' | 'time' | 'newTask' | 'settings';

/** docs/product-rules.md#cleaner-screens: the six shortcuts and where each one goes. */
const ACTIONS: readonly { key: QuickActionKey; to: string; icon: LucideIcon }[] = [
  { key: 'schedule', to: '/provider/schedule', icon: CalendarDays },
  { key: 'messages', to: '/provider/jobs', icon: MessageSquare },
  { key: 'performance', to: '/provider/profile', icon: TrendingUp },
  { key: 'time', to: '/provider/jobs', icon: Clock },
  { key: 'newTask', to: '/provider/portal', icon: Plus },
  { key: 'settings', to: '/provider/profile', icon: Settings },
];

export function QuickActions() {
  const { t } = useTranslation();
  return (
    <PageSection as="nav" heading={t('cleanerDashboard.quickActions.heading')}>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6">
        {ACTIONS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex h-full min-h-24 flex-col items-center justify-center gap-2 rounded-2xl border border-border/70 bg-card px-2 py-3 text-center shadow-card transition-colors hover:border-brand-200 hover:bg-brand-50/40"
            >
              <IconBadge
                icon={Icon}
                className="size-11 rounded-xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-100"
              />
              <span className="font-medium text-foreground text-xs leading-tight sm:text-sm">
                {t(`cleanerDashboard.quickActions.${key}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
