import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageSection } from '@/components/page-section';
import { PagedList } from '@/components/paged-list';
import { useQuietError } from '@/lib/use-quiet-error';
import { useBookingRequests } from '../api/get-booking-requests';
import { PortalBookingCard, PortalBookingCardSkeleton } from './portal-booking-card';

/**
 * Every request addressed to the cleaner, however far out, soonest expiry first with "Load more": none waits
 * unseen until it expires (decision 047). Each card confirms or declines.
 */
export function BookingRequestsSection() {
  const { t } = useTranslation();
  const query = useBookingRequests();
  useQuietError('cleaner-portal', 'booking requests', query.error);
  return (
    <PageSection heading={t('cleanerPortal.requests.heading')} hint={t('cleanerPortal.requests.hint')}>
      <PagedList
        query={query}
        skeleton={<PortalBookingCardSkeleton />}
        skeletonCount={1}
        loadFailed={t('cleanerPortal.requests.loadFailed')}
        empty={
          <EmptyState
            titleAs="h3"
            icon={Inbox}
            title={t('cleanerPortal.requests.empty')}
            body={t('cleanerPortal.requests.emptyBody')}
          />
        }
        renderItem={(booking) => <PortalBookingCard booking={booking} />}
      />
    </PageSection>
  );
}
