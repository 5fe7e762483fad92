import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useLiveEvents } from '@/lib/use-live-events';
import { BottomNav } from './bottom-nav';
import { ProfileHeader } from './profile-header';

/**
 * The signed-in shell: profile header with the side menu, the page, the role's bottom navigation; from 1024 px
 * the desktop layout instead: the side navigation on the left, the page beside it at full width, no bottom bar
 * (decision 058). The switch is CSS (lg:), so the server-painted home is the same markup on every screen; the
 * side navigation itself comes with the side menu (side-menu.tsx), in its chunk, out of the first load.
 * Also wraps the 404 and reset-password pages, where the chrome shows only for a signed-in visitor.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  useLiveEvents(signedIn);

  return (
    <div className="flex min-h-dvh flex-col print:min-h-0 print:[&>header]:hidden print:[&>nav]:hidden">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-card px-4 py-2 font-medium shadow-float focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common.skipToContent')}
      </a>
      {signedIn ? <ProfileHeader /> : null}
      <main
        id="main"
        tabIndex={-1}
        className={cn(
          'mx-auto w-full max-w-3xl flex-1 px-4 focus:outline-none sm:px-6 print:max-w-none print:p-0',
          signedIn
            ? 'pt-5 pb-[calc(6rem+env(safe-area-inset-bottom))] md:pt-8 md:pb-32 lg:max-w-none lg:pr-8 lg:pb-10 lg:pl-72'
            : 'py-8',
        )}
      >
        <Outlet />
      </main>
      {signedIn ? <BottomNav /> : null}
    </div>
  );
}
