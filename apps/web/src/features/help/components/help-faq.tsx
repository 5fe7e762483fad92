import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FaqGroups } from '@/components/faq/faq-groups';
import { groupByCategory } from '@/components/faq/group-by-category';
import { LoadError } from '@/components/load-error';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Card } from '@/components/ui/card';
import { useFaq } from '@/lib/api/get-faq';

/** The FAQ, as the FAQ page shows it, under the Help page's own heading (its categories one level down). */
export function HelpFaq() {
  const { t } = useTranslation();
  const faq = useFaq();
  const groups = useMemo(() => groupByCategory(faq.data ?? []), [faq.data]);
  if (faq.isPending)
    return (
      <Card className="p-5" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        <SkeletonBars className="flex flex-col gap-5" bars={['h-5 w-5/6', 'h-5 w-2/3', 'h-5 w-3/4']} />
      </Card>
    );
  if (faq.isError)
    return (
      <LoadError
        message={t('help.faq.loadFailed')}
        retryLabel={t('common.retry')}
        onRetry={() => void faq.refetch()}
      />
    );
  if (groups.length === 0) return <p className="text-muted-foreground">{t('help.faq.empty')}</p>;
  return <FaqGroups groups={groups} categoriesLabel={t('help.faq.categoriesLabel')} headingLevel="h3" />;
}
