import { QueryClientProvider } from '@tanstack/react-query';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
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

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
