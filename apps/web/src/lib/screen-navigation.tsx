import { type ComponentProps, createContext, type MouseEvent, use } from 'react';

/**
 * How a screen that can run without React Router moves on: the sign-in screen is drawn by the router inside the
 * app, and on its own over the page the server painted (app/sign-in-screen.tsx), where React Router and the rest
 * of the app load only once the visitor signs in (issue 18: the first screen's JavaScript). Each host provides
 * this; such a screen uses it instead of React Router's hooks.
 */
export interface ScreenNavigation {
  /** Goes to another page (a path with its query), as React Router's `navigate` does. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The page's query string. */
  searchParams: URLSearchParams;
}

/**
 * Marks a form whose success goes to another page (`data-leaves-screen` on the form): a host that loads pages on
 * demand may fetch the next one's code as soon as it is sent.
 */
export const LEAVES_SCREEN_SELECTOR = 'form[data-leaves-screen]';

export const ScreenNavigationContext = createContext<ScreenNavigation | null>(null);

export function useScreenNavigation(): ScreenNavigation {
  const navigation = use(ScreenNavigationContext);
  if (!navigation) throw new Error('useScreenNavigation needs a ScreenNavigationContext provider');
  return navigation;
}

/** A click the browser should handle itself: another tab or window, a download, not the main button. */
function isBrowserClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/** A link within the app, followed through the host's navigation (React Router's `Link`, without it). */
export function ScreenLink({
  to,
  replace,
  onClick,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & { to: string; replace?: boolean }) {
  const { navigate } = useScreenNavigation();
  return (
    <a
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isBrowserClick(event)) return;
        event.preventDefault();
        navigate(to, { replace });
      }}
      {...props}
    />
  );
}
