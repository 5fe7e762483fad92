import { type ReactNode, useEffect, useMemo } from 'react';
import { AuthPage } from '@/features/auth/routes/auth-page';
import { useAuth } from '@/lib/auth';
import { dashboardPathForRole } from '@/lib/role-paths';
import {
  LEAVES_SCREEN_SELECTOR,
  type ScreenNavigation,
  ScreenNavigationContext,
} from '@/lib/screen-navigation';
import type { OpenApp } from './app-start';
import { InstallPrompt } from './install-prompt';
import { OfflineNotice } from './offline-notice';

/** The pages that show the sign-in screen (router.tsx): moving between them needs no router. */
const SIGN_IN_PATHS = new Set(['/', '/auth']);

interface SignInScreenProps {
  /** The page's query string when the screen started. */
  searchParams: URLSearchParams;
  /** Loads the rest of the app (React Router and the signed-in screens) and hands it the page at `to`. */
  openApp: OpenApp;
  /** Starts loading the rest of the app early, while a form is being sent. */
  preloadApp: () => void;
}

/**
 * The sign-in page on its own, without React Router, for a visitor the server painted it for (decision 038):
 * the first screen then needs React, i18next and TanStack Query only. Leaving it for another page loads the
 * app, which takes over from there. Around the page, what the app's root layout would draw (the offline notice,
 * the install prompt). The build's prerender renders this same component, so the painted page and React's first
 * commit over it are the same markup.
 */
export function SignInScreen({ searchParams, openApp, preloadApp }: SignInScreenProps): ReactNode {
  const navigation = useMemo<ScreenNavigation>(
    () => ({
      navigate: (to, options) => {
        const replace = options?.replace ?? false;
        const url = new URL(to, window.location.href);
        // The app is opened once (app-start.ts): a sign-in both sends the visitor on and makes the session appear.
        if (!SIGN_IN_PATHS.has(url.pathname)) return openApp(to, { replace });
        window.history[replace ? 'replaceState' : 'pushState'](null, '', url);
      },
      searchParams,
    }),
    [searchParams, openApp],
  );
  // As RedirectSignedIn does inside the app: a session found after all (signed in in another tab, then back to
  // this one) goes to its dashboard.
  const { status, role } = useAuth();
  useEffect(() => {
    if (status === 'signed-in') navigation.navigate(dashboardPathForRole(role), { replace: true });
  }, [status, role, navigation]);
  // A form that leaves the page (signing in, signing up) is where the app is needed next: fetch it beside the
  // request (the import is made once, however many times it is asked for).
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if (event.target instanceof Element && event.target.matches(LEAVES_SCREEN_SELECTOR)) preloadApp();
    };
    document.addEventListener('submit', onSubmit, { capture: true });
    return () => document.removeEventListener('submit', onSubmit, { capture: true });
  }, [preloadApp]);
  return (
    <>
      <ScreenNavigationContext value={navigation}>
        <AuthPage />
      </ScreenNavigationContext>
      <OfflineNotice />
      <InstallPrompt />
    </>
  );
}

/**
 * The same page inside the app, at `/` and `/auth` (router.tsx), moving with React Router (root-layout.tsx):
 * the router loads it from this module, so both ways of drawing the page share one chunk.
 */
export function SignInRoute() {
  return <AuthPage />;
}
