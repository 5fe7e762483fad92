import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * A failed read: what went wrong and a way to try again (no toast; these are logged quietly,
 * docs/product-rules.md#wording).
 */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-card p-4 text-sm shadow-xs">
      <p className="flex items-center gap-2 font-medium">
        <CircleAlert aria-hidden className="size-5 text-destructive-text" />
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('bookingWizard.retry')}
      </Button>
    </div>
  );
}
