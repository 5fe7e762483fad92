import '../admin-support-strings';
import {
  SUPPORT_CASE_STATUSES,
  SUPPORT_TOPICS,
  type SupportCaseStatus,
  type SupportTopic,
} from '@limpa/domain';
import { Inbox } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPage } from '@/components/admin-page';
import { EmptyState } from '@/components/empty-state';
import { NativeSelect } from '@/components/forms/native-select';
import { PagedList } from '@/components/paged-list';
import { Label } from '@/components/ui/label';
import { useBrand } from '@/lib/app-config';
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
  const ids = { status: useId(), topic: useId() };
  const [params, setParams] = useSearchParams();
  const filters: QueueFilters = {
    status: oneOf<SupportCaseStatus>(SUPPORT_CASE_STATUSES, params.get('status')),
    topic: oneOf<SupportTopic>(SUPPORT_TOPICS, params.get('topic')),
  };
  const query = useSupportQueue(filters);
  const openId = params.get('case');
  const setParam = (name: string, value: string | null) =>
    setParams(
      (next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name !== 'case' },
    );
  const title = t('pages.adminSupport');

  return (
    <AdminPage title={title} subtitle={t('adminSupport.subtitle')}>
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:max-w-xl">
        <legend className="sr-only">{t('adminSupport.filters.label')}</legend>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.status}>{t('adminSupport.filters.status')}</Label>
          <NativeSelect
            id={ids.status}
            value={filters.status ?? ''}
            onChange={(event) => setParam('status', event.target.value || null)}
          >
            <option value="">{t('adminSupport.filters.all')}</option>
            {SUPPORT_CASE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`support.status.${status}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.topic}>{t('adminSupport.filters.topic')}</Label>
          <NativeSelect
            id={ids.topic}
            value={filters.topic ?? ''}
            onChange={(event) => setParam('topic', event.target.value || null)}
          >
            <option value="">{t('adminSupport.filters.all')}</option>
            {SUPPORT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`support.topic.${topic}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
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
