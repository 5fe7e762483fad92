import '../admin-complaints-strings';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '@limpa/domain';
import { MessageSquareWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/admin-page';
import { EmptyState } from '@/components/empty-state';
import { LabelledSelect } from '@/components/forms/labelled-select';
import { LoadError } from '@/components/load-error';
import { SkeletonBars } from '@/components/skeleton-bars';
import { useBrand } from '@/lib/app-config';
import { useQueueParams } from '@/lib/use-queue-params';
import { useComplaints } from '../api/get-complaints';
import { ComplaintDecisionDialog } from '../components/complaint-decision-dialog';
import { ComplaintQueueItem } from '../components/complaint-queue-item';

/**
 * /admin/complaints, the complaints' queue (decision 070): the open ones by default, oldest first, or the decided
 * ones (`?status=decided`); `?complaint=<bookingId>` opens one with both sides' words and the decision.
 */
export function AdminComplaintsPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { params, setParam } = useQueueParams('complaint');
  const status: ComplaintStatus =
    COMPLAINT_STATUSES.find((s) => s === params.get('status')) ?? COMPLAINT_STATUSES[0];
  const query = useComplaints(status);
  const openId = params.get('complaint');
  const opened = query.data?.items.find((item) => item.bookingId === openId);
  const title = t('pages.adminComplaints');

  return (
    <AdminPage title={title} subtitle={t('adminComplaints.subtitle')}>
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      <LabelledSelect
        className="sm:max-w-xs"
        label={t('adminComplaints.filter.label')}
        value={status}
        onChange={(value) => setParam('status', value === 'open' ? null : value)}
      >
        {COMPLAINT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`adminComplaints.filter.${s}`)}
          </option>
        ))}
      </LabelledSelect>
      {query.isPending ? (
        <SkeletonBars bars={['h-16 w-full', 'h-16 w-full', 'h-16 w-full']} className="flex flex-col gap-2" />
      ) : query.isError ? (
        <LoadError
          message={t('adminComplaints.loadFailed')}
          retryLabel={t('adminComplaints.retry')}
          onRetry={() => query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={MessageSquareWarning} title={t(`adminComplaints.empty.${status}`)} />
      ) : (
        <ul className="flex flex-col gap-2">
          {query.data.items.map((item) => (
            <li key={item.id}>
              <ComplaintQueueItem item={item} onOpen={() => setParam('complaint', item.bookingId)} />
            </li>
          ))}
        </ul>
      )}
      {opened ? (
        <ComplaintDecisionDialog
          key={opened.id}
          complaint={opened}
          onClose={() => setParam('complaint', null)}
        />
      ) : null}
    </AdminPage>
  );
}
