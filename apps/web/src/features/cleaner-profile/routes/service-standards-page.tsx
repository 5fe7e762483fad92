import '../cleaner-profile-strings';
import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PlainTextParagraphs } from '@/components/plain-text-paragraphs';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useBrand } from '@/lib/app-config';
import { useCleanerServiceStandards } from '../api/get-cleaner-service-standards';

/**
 * /provider/service-standards (decision 054): the standards admins wrote, in the cleaner's language (English
 * when theirs is not written yet), as plain paragraphs.
 */
export function ServiceStandardsPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = t('pages.cleanerServiceStandards');
  const standards = useCleanerServiceStandards();
  const data = standards.data;

  return (
    <div className="flex flex-col gap-6">
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{t('cleanerProfile.standards.intro', { brand })}</p>
      </div>
      {data ? (
        data.body ? (
          <Card>
            <CardContent lang={data.locale}>
              <PlainTextParagraphs text={data.body} className="leading-relaxed" />
            </CardContent>
          </Card>
        ) : (
          <EmptyState
            titleAs="h2"
            icon={ClipboardCheck}
            title={t('cleanerProfile.standards.emptyTitle')}
            body={t('cleanerProfile.standards.emptyBody')}
          />
        )
      ) : standards.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl border border-border/70 bg-card p-5"
        >
          <p className="font-semibold">{t('cleanerProfile.standards.loadFailed')}</p>
          <Button variant="outline" onClick={() => void standards.refetch()} disabled={standards.isFetching}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-5/6" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      )}
    </div>
  );
}
