import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { RouterScreenNavigation } from '@/app/router-screen-navigation';
import { AuthProvider } from '@/lib/auth';

/** Shows where the router ended up, for redirect assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>;
}

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

interface RenderOptions {
  /** Route pattern the element is mounted at. */
  path?: string;
  /** Initial URL. */
  url?: string;
  /** Other routes (e.g. redirect targets); anything else renders the LocationProbe. */
  routes?: RouteObject[];
  withAuth?: boolean;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '/', url = path, routes = [], withAuth = false } = options;
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    // Screens that also run without the router (lib/screen-navigation.tsx) move with it here, as in the app.
    [
      { path, element: <RouterScreenNavigation>{ui}</RouterScreenNavigation> },
      ...routes,
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const tree = (
    <QueryClientProvider client={queryClient}>
      {withAuth ? (
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      ) : (
        <RouterProvider router={router} />
      )}
      <Toaster />
    </QueryClientProvider>
  );
  return { ...render(tree), router, queryClient };
}

export function renderRoutes(routes: RouteObject[], url: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
