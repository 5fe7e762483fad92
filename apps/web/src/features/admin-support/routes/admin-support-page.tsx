import '../admin-support-strings';
import {
  SUPPORT_CASE_STATUSES,
  SUPPORT_TOPICS,
  type SupportCaseStatus,
  type SupportTopic,
} from '@limpa/domain';
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/admin-page';
import { EmptyState } from '@/components/empty-state';
import { LabelledSelect } from '@/components/forms/labelled-select';
import { PagedList } from '@/components/paged-list';
import { useBrand } from '@/lib/app-config';
import { useQueueParams } from '@/lib/use-queue-params';
import '@/lib/strings/support';
import { type QueueFilters, useSupportQueue } from '../api/get-support-queue';
import { SupportCaseDialog } from '../components/support-case-dialog';
import { SupportQueueItem } from '../components/support-queue-item';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/**
 * /admin/support, the help desk's queue (decisions 064, 067): every request, newest activity first, filtered
 * by status and topic (in the URL, so a filtered queue can be shared); `?case=<id>` opens one to take, answer
 * and close.
 */
export function AdminSupportPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { params, setParam } = useQueueParams('case');
  const filters: QueueFilters = {
    status: oneOf<SupportCaseStatus>(SUPPORT_CASE_STATUSES, params.get('status')),
    topic: oneOf<SupportTopic>(SUPPORT_TOPICS, params.get('topic')),
  };
  const query = useSupportQueue(filters);
  const openId = params.get('case');
  const title = t('pages.adminSupport');

  return (
    <AdminPage title={title} subtitle={t('adminSupport.subtitle')}>
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:max-w-xl">
        <legend className="sr-only">{t('adminSupport.filters.label')}</legend>
        <LabelledSelect
          label={t('adminSupport.filters.status')}
          value={filters.status ?? ''}
          onChange={(value) => setParam('status', value || null)}
        >
          <option value="">{t('adminSupport.filters.all')}</option>
          {SUPPORT_CASE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`support.status.${status}`)}
            </option>
          ))}
        </LabelledSelect>
        <LabelledSelect
          label={t('adminSupport.filters.topic')}
          value={filters.topic ?? ''}
          onChange={(value) => setParam('topic', value || null)}
        >
          <option value="">{t('adminSupport.filters.all')}</option>
          {SUPPORT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`support.topic.${topic}`)}
            </option>
          ))}
        </LabelledSelect>
      </fieldset>
      <PagedList
        query={query}
        loadFailed={t('adminSupport.loadFailed')}
        empty={<EmptyState icon={Inbox} title={t('adminSupport.empty')} />}
        renderItem={(item) => <SupportQueueItem item={item} onOpen={() => setParam('case', item.id)} />}
      />
      {openId ? <SupportCaseDialog key={openId} id={openId} onClose={() => setParam('case', null)} /> : null}
    </AdminPage>
  );
}
