import { personNames } from '@limpa/domain';
import type { ReactElement, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLockup } from '@/components/brand-logo';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { useBrand } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';
import { MenuAccountLinks, MenuLinks } from './menu-links';

interface SideMenuSheetProps {
  /** The sheet's id, for the button's aria-controls. */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, outside this lazily loaded module: focus goes back to it when the sheet closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  pendingBookingsCount?: number;
}

/** Following a link closes the sheet. */
const closesSheet = (link: ReactElement) => <SheetClose asChild>{link}</SheetClose>;

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
  const { user, profile, role } = useAuth();
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
          <MenuLinks pendingBookingsCount={pendingBookingsCount} wrap={closesSheet} />
        </nav>
        <MenuAccountLinks wrap={closesSheet} />
      </SheetContent>
    </Sheet>
  );
}
