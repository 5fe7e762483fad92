import '../admin-documents-strings';
import { CLEANER_DOCUMENT_STATUSES, type CleanerDocumentStatus } from '@limpa/domain';
import { FileCheck2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPage } from '@/components/admin-page';
import { EmptyState } from '@/components/empty-state';
import { NativeSelect } from '@/components/forms/native-select';
import { LoadError } from '@/components/load-error';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useBrand } from '@/lib/app-config';
import { useDocumentQueue } from '../api/get-document-queue';
import { DocumentReviewCard } from '../components/document-review-card';

/**
 * /admin/documents, the cleaners' documents to review (decision 071): pending ones first by default, oldest
 * first; each opens through a 5-minute link, and is approved or asked again with a reason.
 */
export function AdminDocumentsPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const statusId = useId();
  const [params, setParams] = useSearchParams();
  const status: CleanerDocumentStatus =
    CLEANER_DOCUMENT_STATUSES.find((s) => s === params.get('status')) ?? 'pending';
  const query = useDocumentQueue(status);
  const title = t('pages.adminDocuments');

  return (
    <AdminPage title={title} subtitle={t('adminDocuments.subtitle')}>
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      <div className="flex flex-col gap-2 sm:max-w-xs">
        <Label htmlFor={statusId}>{t('adminDocuments.status')}</Label>
        <NativeSelect
          id={statusId}
          value={status}
          onChange={(event) => setParams({ status: event.target.value }, { replace: true })}
        >
          {CLEANER_DOCUMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`adminDocuments.statuses.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {query.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-32 w-full rounded-2xl" />
          <Skeleton className="h-32 w-full rounded-2xl" />
        </div>
      ) : query.isError ? (
        <LoadError
          message={t('adminDocuments.loadFailed')}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={FileCheck2} title={t('adminDocuments.empty')} />
      ) : (
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {query.data.items.map((doc) => (
            <li key={doc.id}>
              <DocumentReviewCard doc={doc} />
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
