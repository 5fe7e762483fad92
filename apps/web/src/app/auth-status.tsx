import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useBrand } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';

/** The one page spinner of the app: shown by the guards while the session loads. */
export function AuthLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <div role="status" aria-label={t('common.loading')} className="flex items-center justify-center">
        <Spinner className="size-8 text-primary" />
      </div>
    </div>
  );
}

/** The session could not be checked at all (API unreachable and nothing cached). */
export function AuthUnavailable() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { refetch } = useAuth();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <CloudOff aria-hidden className="size-7" />
      </div>
      <h1 className="font-semibold text-xl tracking-tight">{t('errors.sessionTitle', { brand })}</h1>
      <p className="max-w-xs text-muted-foreground text-sm">{t('errors.sessionDescription')}</p>
      <Button onClick={() => void refetch()}>{t('common.retry')}</Button>
    </main>
  );
}
