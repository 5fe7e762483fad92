import './signed-in-shell-strings';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { whenRouterReady } from './prerendered';
import { createAppRouter } from './router';

/**
 * The app with React Router, at the page the address bar shows; a chunk of its own, which a visitor on the
 * painted sign-in page loads only once they sign in (app/sign-in-screen.tsx).
 */
export function startRoutedApp(): { app: ReactNode; ready: Promise<void> } {
  const router = createAppRouter();
  return { app: <RouterProvider router={router} />, ready: whenRouterReady(router) };
}
