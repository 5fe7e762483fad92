import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface SideMenuProps {
  pendingBookingsCount?: number;
}

/**
 * The menu button; the sheet it opens (Radix Dialog and its focus trap, scroll lock and layers) is its own
 * chunk, so the signed-in first screen does not carry it (issue 18). It is fetched and mounted (closed) once the
 * browser is idle after the first screen, or earlier when the pointer or focus reaches the button or it is
 * tapped, so a tap normally opens it at once. Once mounted it stays, for the closing animation.
 */
const loadSheet = () => import('./side-menu-sheet');
const SideMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.SideMenuSheet })));

/** Runs `task` when the browser is idle (at the latest after 3 s); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

export function SideMenu({ pendingBookingsCount }: SideMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const sheetId = useId();
  useEffect(() => whenIdle(() => setWanted(true)), []);

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
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
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
