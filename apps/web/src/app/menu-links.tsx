import { ChevronRight, LogOut } from 'lucide-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useSignOut } from '@/lib/sign-out';
import { menuIcon } from './menu-icons';
import { isCurrentPath, profileSettingsPath, sideMenuItems } from './navigation';
import { TAB_ICONS } from './tab-icons';

/**
 * The role's menu as links, for both the phone's sheet (side-menu-sheet.tsx) and the desktop side navigation
 * (desktop-side-nav.tsx): one list, one way to mark where you are (aria-current), one pending-count badge.
 */

/** Wraps each link: the sheet closes itself when one is followed. */
type LinkWrap = (link: ReactElement) => ReactElement;
const asIs: LinkWrap = (link) => link;

const itemClass =
  'flex min-h-12 items-center gap-3 rounded-xl px-3 font-medium text-[0.9375rem] transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2';

interface MenuLinksProps {
  pendingBookingsCount?: number;
  wrap?: LinkWrap;
}

/** The list of places, in a `<ul>` (the caller names the `<nav>` around it). */
export function MenuLinks({ pendingBookingsCount, wrap = asIs }: MenuLinksProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { role } = useAuth();

  return (
    <ul className="flex flex-col gap-0.5">
      {sideMenuItems(role).map((item) => {
        const active = isCurrentPath(item.to, pathname);
        const Icon = menuIcon(item);
        const count = item.showsPendingCount ? pendingBookingsCount : undefined;
        return (
          <li key={item.to}>
            {wrap(
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(itemClass, active && 'bg-secondary text-secondary-foreground')}
              >
                <Icon
                  aria-hidden
                  className={cn('size-5', active ? 'text-primary' : 'text-muted-foreground')}
                />
                <span className="flex-1">{t(item.labelKey)}</span>
                {count && count > 0 ? (
                  <Badge variant="pending" className="tabular">
                    <span aria-hidden>{count}</span>
                    <span className="sr-only">{t('menu.pendingCount', { count })}</span>
                  </Badge>
                ) : (
                  <ChevronRight aria-hidden className="size-4 text-muted-foreground/70" />
                )}
              </Link>,
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** "Profile Settings" and "Sign Out", below the list. */
export function MenuAccountLinks({ wrap = asIs }: Pick<MenuLinksProps, 'wrap'>) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { role } = useAuth();
  const signOut = useSignOut();
  const profilePath = profileSettingsPath(role);
  const profileActive = isCurrentPath(profilePath, pathname);
  const ProfileIcon = TAB_ICONS['bottomNav.profile'];

  return (
    <div className="flex flex-col gap-0.5 border-border border-t px-3 py-3">
      {wrap(
        <Link
          to={profilePath}
          aria-current={profileActive ? 'page' : undefined}
          className={cn(itemClass, profileActive && 'bg-secondary text-secondary-foreground')}
        >
          <ProfileIcon aria-hidden className="size-5 text-muted-foreground" />
          <span className="flex-1">{t('menu.profileSettings')}</span>
        </Link>,
      )}
      <button
        type="button"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
        className={cn(itemClass, 'text-destructive-text hover:bg-status-failed-bg disabled:opacity-60')}
      >
        {signOut.isPending ? <Spinner className="size-5" /> : <LogOut aria-hidden className="size-5" />}
        <span>{signOut.isPending ? t('menu.signingOut') : t('menu.signOut')}</span>
      </button>
    </div>
  );
}
