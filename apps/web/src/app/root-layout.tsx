import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { InstallPrompt } from './install-prompt';
import { OfflineNotice } from './offline-notice';
import { RouterScreenNavigation } from './router-screen-navigation';

/** A thin bar while a lazy route module or loader is on its way. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-progress bg-primary motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <RouterScreenNavigation>
        <Outlet />
      </RouterScreenNavigation>
      <OfflineNotice />
      <InstallPrompt />
      <ScrollRestoration />
    </>
  );
}
