import { useTranslation } from 'react-i18next';
import { MenuAccountLinks, MenuLinks } from './menu-links';

/**
 * The desktop layout's navigation (from 1024 px): the role's whole menu, always open on the left under the
 * header, where phones have the bottom bar and the menu's sheet. Loaded with the sheet's chunk (side-menus.tsx),
 * not with the first screen (decision 058). It is drawn inside the header: fixed to the viewport, as the header
 * has no backdrop filter from 1024 px (a filter would make it the box `fixed` is placed in).
 */
export function DesktopSideNav({ pendingBookingsCount }: { pendingBookingsCount?: number }) {
  const { t } = useTranslation();

  return (
    <nav
      aria-label={t('menu.title')}
      className="fixed top-16 bottom-0 left-0 z-30 hidden w-64 flex-col overflow-y-auto border-border/70 border-r bg-card lg:flex print:hidden"
    >
      <div className="flex-1 px-3 py-4">
        <MenuLinks pendingBookingsCount={pendingBookingsCount} />
      </div>
      <MenuAccountLinks />
    </nav>
  );
}
