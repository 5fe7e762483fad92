import { Menu } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface SideMenuProps {
  pendingBookingsCount?: number;
}

/**
 * The menu button; the sheet it opens (Radix Dialog and its focus trap, scroll lock and layers) is its own
 * chunk, loaded when the pointer or focus reaches the button and at the latest on the first tap, so the
 * signed-in first screen does not carry it (issue 18). Once loaded it stays mounted, for the closing animation.
 */
const loadSheet = () => import('./side-menu-sheet');
const SideMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.SideMenuSheet })));

export function SideMenu({ pendingBookingsCount }: SideMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const sheetId = useId();

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="rounded-full"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? sheetId : undefined}
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden className="size-6" />
        <span className="sr-only">{t('header.openMenu')}</span>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <SideMenuSheet
            id={sheetId}
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
            pendingBookingsCount={pendingBookingsCount}
          />
        </Suspense>
      ) : null}
    </>
  );
}
