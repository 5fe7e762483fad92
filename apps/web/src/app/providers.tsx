import * as appKeys from '@limpa/contracts/query-keys/app';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider, type Session } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
import { type PaintedAnswers, seedPaintedAnswers } from '@/lib/painted-answers';
import { createQueryClient } from '@/lib/query-client';
import { refetchInLanguage } from '@/lib/refetch-in-language';
import { LazyToaster } from './lazy-toaster';

/**
 * A new language (picker, or the profile's arriving after the first render) redraws the screens from scratch:
 * every text and Intl format takes it, and the catalogue and problems are fetched again in it. The router and
 * the query cache live outside, so the page and its data stay.
 */
function useLanguageRedraw(queryClient: ReturnType<typeof createQueryClient>) {
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const redraw = (next: string) => {
      setLanguage(next);
      void refetchInLanguage(queryClient);
    };
    i18n.on('languageChanged', redraw);
    return () => i18n.off('languageChanged', redraw);
  }, [queryClient]);
  return language;
}

/**
 * `session`, when given, is the session already read (the painted home's take-over, decision 086): the first
 * render draws the signed-in page at once instead of the spinner that waits for it.
 * `painted` is what the painted page was drawn from (decision 086), for the same reason. `client` is the server
 * painter's own cache, which it reads after each render for the queries the page asked for.
 */
export function AppProviders({
  children,
  session,
  painted,
  client: given,
}: {
  children: ReactNode;
  session?: Session | null;
  painted?: PaintedAnswers;
  client?: QueryClient;
}) {
  const [queryClient] = useState(() => {
    const client = given ?? createQueryClient();
    if (session !== undefined) client.setQueryData(appKeys.session, session);
    if (painted) seedPaintedAnswers(client, painted);
    return client;
  });
  const language = useLanguageRedraw(queryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <Fragment key={language}>{children}</Fragment>
          <LazyToaster />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
