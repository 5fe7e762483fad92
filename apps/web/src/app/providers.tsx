import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { AuthProvider } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {children}
          <Toaster
            position="top-center"
            richColors
            closeButton
            offset={{ top: 'calc(env(safe-area-inset-top) + 12px)' }}
            mobileOffset={{ top: 'calc(env(safe-area-inset-top) + 12px)' }}
            toastOptions={{ className: 'font-sans' }}
          />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
