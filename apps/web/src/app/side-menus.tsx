import type { ComponentProps } from 'react';
import { useIsPaintedPage } from '@/lib/painted-page';
import { DESKTOP_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { DesktopSideNav } from './desktop-side-nav';
import { SideMenuSheet } from './side-menu-sheet';

/**
 * What the menu button's chunk draws: the sheet it opens (phones and tablets) and, from 1024 px, the desktop
 * side navigation, always open. One chunk for both keeps the desktop layout off the first load (decision 058).
 */
export function SideMenus(props: ComponentProps<typeof SideMenuSheet>) {
  // The server cannot know the width: it paints the navigation, which only shows from 1024 px (decision 086).
  const painted = useIsPaintedPage();
  const wide = useMediaQuery(DESKTOP_MEDIA_QUERY) || painted;
  return (
    <>
      <SideMenuSheet {...props} />
      {wide ? <DesktopSideNav pendingBookingsCount={props.pendingBookingsCount} /> : null}
    </>
  );
}
