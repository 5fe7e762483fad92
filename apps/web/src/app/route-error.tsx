import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Anything a route throws (typically a code chunk that failed to load after a deploy or offline). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="font-semibold text-2xl tracking-tight">{t('errors.routeTitle')}</h1>
      <p className="max-w-xs text-muted-foreground">{t('errors.routeDescription')}</p>
      <Button onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden />
        {t('errors.reload')}
      </Button>
    </main>
  );
}
