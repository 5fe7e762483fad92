import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { bottomNavItems, isCurrentPath } from './navigation';
import { TAB_ICONS } from './tab-icons';

/**
 * The role's tab bar: fixed at the bottom on phones, a floating dock from 768 px, gone from 1024 px, where the
 * desktop side navigation takes its place (decision 058). Labels never truncate or wrap: they are chosen to
 * fit whole at 360 px in every language (decision 053).
 */
export function BottomNav() {
  const { t } = useTranslation();
  const { role } = useAuth();
  const { pathname } = useLocation();
  const items = bottomNavItems(role);

  return (
    <nav
      aria-label={t('bottomNav.label')}
      className="fixed inset-x-0 bottom-0 z-40 lg:hidden border-border/70 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:inset-x-auto md:bottom-4 md:left-1/2 md:w-full md:max-w-xl md:-translate-x-1/2 md:rounded-2xl md:border md:pb-0 md:shadow-float"
    >
      <ul className="mx-auto flex h-16 max-w-3xl items-stretch px-1">
        {items.map((item) => {
          const active = isCurrentPath(item.to, pathname);
          const Icon = TAB_ICONS[item.tabKey];
          return (
            <li key={item.to} className="flex min-w-0 flex-1">
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'group flex min-h-11 min-w-11 flex-1 flex-col items-center justify-center gap-1 rounded-xl font-medium text-[0.6875rem] transition-colors focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2',
                  active ? 'text-brand-700' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span
                  className={cn(
                    'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                    active ? 'bg-brand-100' : 'group-hover:bg-muted',
                  )}
                >
                  <Icon aria-hidden className="size-5" strokeWidth={active ? 2.25 : 2} />
                </span>
                <span className={cn('whitespace-nowrap px-0.5', active && 'font-semibold')}>
                  {t(item.tabKey)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
