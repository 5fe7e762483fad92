import type { CleanerListItem } from '@limpa/contracts';
import { memo } from 'react';
import { NearbyCleaners } from './nearby-cleaners';
import { PopularServices, type PopularServicesProps } from './popular-services';
import { PromoBanner } from './promo-banner';
import { ServiceGallery } from './service-gallery';
import { WhyChooseUs } from './why-choose-us';

/** What the nearby cleaners' row shows: nothing (not a customer, or it failed), or one of its states. */
export type NearbyState = 'hidden' | 'loading' | 'no-address' | 'ready';

interface SectionsBelowFirstScreenProps {
  rows: PopularServicesProps['rows'];
  currency: string;
  bookable: boolean;
  nearby: NearbyState;
  cleaners: readonly CleanerListItem[] | undefined;
}

/**
 * The home below a phone's first screen: the popular services, nearby cleaners, promo, gallery and "why choose
 * us". Memoised, and given deferred values by the page: an answer arriving (prices, cleaners) re-renders the
 * page at once but these sections in a transition, which React renders in slices, so the page never holds the
 * main thread for the whole of it.
 */
export const SectionsBelowFirstScreen = memo(function SectionsBelowFirstScreen({
  rows,
  currency,
  bookable,
  nearby,
  cleaners,
}: SectionsBelowFirstScreenProps) {
  return (
    <>
      <PopularServices rows={rows} currency={currency} bookable={bookable} />
      {nearby === 'loading' ? <NearbyCleaners state="loading" /> : null}
      {nearby === 'no-address' ? <NearbyCleaners state="no-address" /> : null}
      {nearby === 'ready' ? (
        <NearbyCleaners state="ready" cleaners={cleaners ?? []} currency={currency} />
      ) : null}
      <PromoBanner bookable={bookable} />
      <ServiceGallery bookable={bookable} />
      <WhyChooseUs />
    </>
  );
});
