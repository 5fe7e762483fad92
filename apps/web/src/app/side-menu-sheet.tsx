import { personNames } from '@limpa/domain';
import { ChevronRight, LogOut, UserRound } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandLockup } from '@/components/brand-logo';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { useBrand } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useSignOut } from '@/lib/sign-out';
import { isCurrentPath } from './navigation';
import { profileSettingsPath, sideMenuItems } from './side-menu-items';

interface SideMenuSheetProps {
  /** The sheet's id, for the button's aria-controls. */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, outside this lazily loaded module: focus goes back to it when the sheet closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  pendingBookingsCount?: number;
}

const itemClass =
  'flex min-h-12 items-center gap-3 rounded-xl px-3 font-medium text-[0.9375rem] transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2';

/** The slide-out menu from the left (Radix Dialog: focus-trapped, Escape closes), loaded on first open. */
export function SideMenuSheet({
  id,
  open,
  onOpenChange,
  triggerRef,
  pendingBookingsCount,
}: SideMenuSheetProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { pathname } = useLocation();
  const { user, profile, role } = useAuth();
  const signOut = useSignOut();
  const items = sideMenuItems(role);
  const profilePath = profileSettingsPath(role);
  const profileActive = isCurrentPath(profilePath, pathname);
  const { displayName } = personNames(profile, user?.email);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id={id}
        closeLabel={t('menu.close')}
        // Without a Radix Trigger in this module, focus is returned to the menu button by hand.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <div className="flex items-center px-5 pt-5 pb-3">
          <SheetTitle asChild>
            <h2>
              <BrandLockup className="text-lg" markClassName="size-8" />
            </h2>
          </SheetTitle>
          <SheetDescription className="sr-only">{t('menu.description', { brand })}</SheetDescription>
        </div>

        <div className="mx-4 mb-2 flex items-center gap-3 rounded-2xl bg-muted/70 p-3">
          <Avatar name={displayName} src={profile?.avatarUrl} className="size-11" />
          <div className="flex min-w-0 flex-col">
            <span className="truncate font-semibold text-sm">{displayName}</span>
            {user?.email && user.email !== displayName ? (
              <span className="truncate text-muted-foreground text-xs">{user.email}</span>
            ) : null}
            {role ? (
              <Badge variant="secondary" className="mt-1 self-start py-0 text-[0.6875rem]">
                {t(`roles.${role}`)}
              </Badge>
            ) : null}
          </div>
        </div>

        <nav aria-label={t('menu.title')} className="flex-1 overflow-y-auto px-3 py-2">
          <ul className="flex flex-col gap-0.5">
            {items.map((item) => {
              const active = isCurrentPath(item.to, pathname);
              const Icon = item.icon;
              const count = item.showsPendingCount ? pendingBookingsCount : undefined;
              return (
                <li key={item.to}>
                  <SheetClose asChild>
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
                    </Link>
                  </SheetClose>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex flex-col gap-0.5 border-border border-t px-3 py-3">
          <SheetClose asChild>
            <Link
              to={profilePath}
              aria-current={profileActive ? 'page' : undefined}
              className={cn(itemClass, profileActive && 'bg-secondary text-secondary-foreground')}
            >
              <UserRound aria-hidden className="size-5 text-muted-foreground" />
              <span className="flex-1">{t('menu.profileSettings')}</span>
            </Link>
          </SheetClose>
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
      </SheetContent>
    </Sheet>
  );
}
