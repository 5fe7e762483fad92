import { numberFormat } from '@limpa/domain';
import { useTranslation } from 'react-i18next';
import { formatLocale } from '@/lib/locale';
import type { useCleaners } from '../api/get-cleaners';

interface CleanersFoundProps {
  id: string;
  cleaners: ReturnType<typeof useCleaners>;
  className?: string;
}

/**
 * "N cleaners found": every cleaner the search matches, as the server counts them over all pages (`total`), not
 * the cards loaded so far. A live region, so a screen reader hears the new count after a filter changes.
 */
export function CleanersFound({ id, cleaners, className }: CleanersFoundProps) {
  const { t } = useTranslation();
  const total = cleaners.data?.pages[0]?.total;
  return (
    <p id={id} role="status" className={className ?? 'font-medium text-muted-foreground text-sm'}>
      {cleaners.isPending || total === undefined
        ? null
        : t('cleaners.list.found', { count: total, total: numberFormat(formatLocale()).format(total) })}
    </p>
  );
}
