import '../admin-operations-strings';
import type { AdminDispute } from '@limpa/contracts';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '@/components/admin-page';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format';
import { useAdminDisputes } from '../api/get-disputes';
import { AdminLoadError } from '../components/admin-load-error';
import { usePageHead } from '../components/use-page-head';
import { formatDateTime, shortId } from '../operations-format';

const DISPUTE_VARIANT = { open: 'pending', won: 'completed', lost: 'failed' } as const;

/**
 * Disputes: card disputes the customer's bank opened, newest first, with the booking, both parties and the
 * cleaner's earning held from payouts while the dispute is open.
 */
export function AdminDisputesPage() {
  const { t } = useTranslation();
  const title = t('adminOperations.disputes.title');
  usePageHead(title, '/admin/disputes');
  const query = useAdminDisputes();

  return (
    <AdminPage title={title} subtitle={t('adminOperations.disputes.subtitle')}>
      {query.isPending ? (
        <ListSkeleton
          label={t('adminOperations.common.loading')}
          card={<Skeleton className="h-28 rounded-2xl" />}
        />
      ) : query.isError ? (
        <AdminLoadError
          title={t('adminOperations.disputes.loadFailed')}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          titleAs="h2"
          icon={ShieldAlert}
          title={t('adminOperations.disputes.empty')}
          body={t('adminOperations.disputes.emptyBody')}
        />
      ) : (
        <ul aria-label={title} className="flex flex-col gap-3">
          {query.data.items.map((dispute) => (
            <li key={dispute.id}>
              <DisputeCard dispute={dispute} />
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}

function DisputeCard({ dispute }: { dispute: AdminDispute }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, dispute.currency);
  return (
    <Card className="flex flex-col gap-2 p-4">
      <div className="flex items-start justify-between gap-2">
        <p className="flex min-w-0 flex-col">
          <span className="font-semibold">{money(dispute.amountCents)}</span>
          <span className="text-muted-foreground text-xs tabular">{formatDateTime(dispute.createdAt)}</span>
        </p>
        <Badge variant={DISPUTE_VARIANT[dispute.status]}>
          {t(`adminOperations.disputes.status.${dispute.status}`)}
        </Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('adminOperations.disputes.booking')}</dt>
        <dd>
          <Link
            className="text-primary underline-offset-4 hover:underline"
            to={`/admin/bookings?booking=${dispute.bookingId}`}
          >
            {shortId(dispute.bookingId)}
          </Link>
        </dd>
        <dt className="text-muted-foreground">{t('adminOperations.disputes.customer')}</dt>
        <dd className="min-w-0 truncate">{dispute.customerName}</dd>
        <dt className="text-muted-foreground">{t('adminOperations.disputes.cleaner')}</dt>
        <dd className="min-w-0 truncate">{dispute.cleanerName ?? t('adminOperations.bookings.noCleaner')}</dd>
        <dt className="text-muted-foreground">{t('adminOperations.disputes.reason')}</dt>
        <dd>{dispute.reason ?? t('adminOperations.disputes.noReason')}</dd>
        <dt className="text-muted-foreground">{t('adminOperations.disputes.held')}</dt>
        <dd className="font-medium tabular">{money(dispute.heldEarningCents)}</dd>
      </dl>
    </Card>
  );
}
