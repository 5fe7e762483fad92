import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { InstallPrompt } from './install-prompt';
import { OfflineNotice } from './offline-notice';
import { ProgressBar } from './progress-bar';
import { RouterScreenNavigation } from './router-screen-navigation';

/** A thin bar while a lazy route module or loader is on its way. */
function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <ProgressBar />;
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
