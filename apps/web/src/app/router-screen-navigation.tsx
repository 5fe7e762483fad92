import { type ReactNode, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type ScreenNavigation, ScreenNavigationContext } from '@/lib/screen-navigation';

/** Inside the app, screens written for either host (lib/screen-navigation.tsx) move with React Router. */
export function RouterScreenNavigation({ children }: { children: ReactNode }) {
  const routerNavigate = useNavigate();
  const [searchParams] = useSearchParams();
  const navigation = useMemo<ScreenNavigation>(
    () => ({ navigate: (to, options) => void routerNavigate(to, options), searchParams }),
    [routerNavigate, searchParams],
  );
  return <ScreenNavigationContext value={navigation}>{children}</ScreenNavigationContext>;
}
