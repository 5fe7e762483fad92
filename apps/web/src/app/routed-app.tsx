import './signed-in-shell-strings';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { whenRouterReady } from './prerendered';
import { createAppRouter } from './router';

interface RoutedApp {
  app: ReactNode;
  /** Resolves once the router has the page the address bar shows. */
  ready: Promise<void>;
  /** Moves to another page; resolves once its modules are in, when the address bar changes (React Router's way). */
  navigate: (to: string, options: { replace: boolean }) => Promise<void>;
}

/**
 * The app with React Router, at the page the address bar shows; a chunk of its own, which a visitor on the
 * painted sign-in page loads only once they sign in (app/sign-in-screen.tsx).
 */
export function startRoutedApp(): RoutedApp {
  const router = createAppRouter();
  return {
    app: <RouterProvider router={router} />,
    ready: whenRouterReady(router),
    navigate: (to, options) => router.navigate(to, options),
  };
}
