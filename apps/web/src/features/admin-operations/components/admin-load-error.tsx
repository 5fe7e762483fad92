import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconBadge } from '@/components/icon-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorDetail } from '@/lib/api-client';

interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** A load that failed: what failed, the server's reason when it gave one, and Try again. */
export function AdminLoadError({ title, error, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <IconBadge icon={CircleAlert} className="size-12 rounded-2xl status-failed" iconClassName="size-6" />
      <h2 className="font-semibold text-base">{title}</h2>
      <p className="max-w-sm text-muted-foreground text-sm">
        {errorDetail(error) ?? t('adminOperations.common.loadFailedBody')}
      </p>
      <Button variant="outline" onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
        <RotateCw aria-hidden />
        {t('adminOperations.common.retry')}
      </Button>
    </Card>
  );
}
