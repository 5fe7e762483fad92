import { CalendarCheck, Heart, type LucideIcon, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBadge } from '@/components/icon-badge';
import { PageSection } from '@/components/page-section';

type QuickActionKey = 'cleaners' | 'bookings' | 'favorites' | 'profile';

const ACTIONS: readonly { key: QuickActionKey; to: string; icon: LucideIcon }[] = [
  { key: 'cleaners', to: '/customer/service-providers', icon: Users },
  { key: 'bookings', to: '/bookings', icon: CalendarCheck },
  { key: 'favorites', to: '/favorites', icon: Heart },
  { key: 'profile', to: '/customer/profile', icon: UserRound },
];

export function QuickActions() {
  const { t } = useTranslation();
  return (
    <PageSection as="nav" heading={t('customerHome.quickActions.heading')} hiddenHeading>
      <ul className="grid grid-cols-4 gap-2 sm:gap-4">
        {ACTIONS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex h-full flex-col items-center gap-2 rounded-2xl px-1 py-2 text-center transition-colors hover:bg-card"
            >
              <IconBadge
                icon={Icon}
                className="size-14 rounded-2xl bg-card text-brand-700 shadow-card transition-colors group-hover:bg-brand-50"
                iconClassName="size-6"
              />
              <span className="font-medium text-foreground text-xs leading-tight sm:text-sm">
                {t(`customerHome.quickActions.${key}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
