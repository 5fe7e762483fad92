import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useIsPaintedPage } from '@/lib/painted-page';
import { isTakingOverPaintedPage } from '@/lib/painted-root-attribute';
import { DESKTOP_MEDIA_QUERY } from '@/lib/use-media-query';
import { loadedSideMenus, loadSideMenus, registerSideMenus } from './side-menus-loader';

type SideMenusModule = typeof import('./side-menus');

interface SideMenuProps {
  pendingBookingsCount?: number;
}

/**
 * The menu button; the sheet it opens (Radix Dialog and its focus trap, scroll lock and layers) is its own
 * chunk, so the signed-in first screen does not carry it (issue 18). It is fetched and mounted (closed) once the
 * browser is idle after the first screen, or earlier when the pointer or focus reaches the button or it is
 * tapped, so a tap normally opens it at once. Once mounted it stays, for the closing animation. The same chunk
 * draws the desktop side navigation from 1024 px (side-menus.tsx), where this button is hidden.
 */
registerSideMenus(() => import('./side-menus'));
const LazySideMenus = lazy(async () => ({ default: ((await loadSideMenus()) as SideMenusModule).SideMenus }));

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
  // The chunk's component if it is in already (one per mount: switching would remount the sheet), else lazily.
  const [SideMenus] = useState(() => loadedSideMenus()?.SideMenus ?? LazySideMenus);
  // Painted, and over a painted page, the menus are drawn in the first render, as the page shows them (decision 086).
  const painted = useIsPaintedPage();
  const [wanted, setWanted] = useState(
    () => loadedSideMenus() !== undefined && (painted || isTakingOverPaintedPage()),
  );
  const triggerRef = useRef<HTMLButtonElement>(null);
  const sheetId = useId();
  // A wide screen shows the desktop side navigation from this chunk at once; elsewhere the sheet can wait.
  useEffect(
    () =>
      window.matchMedia?.(DESKTOP_MEDIA_QUERY).matches ? setWanted(true) : whenIdle(() => setWanted(true)),
    [],
  );

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        // From 1024 px the desktop side navigation shows the whole menu, always open.
        className="rounded-full lg:hidden"
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
          <SideMenus
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
