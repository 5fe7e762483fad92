import '../customer-home-strings';
import { PRICE_TABLE, personNames } from '@limpa/domain';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddresses } from '@/lib/api/get-addresses';
import { usePricing } from '@/lib/api/get-pricing';
import { useBrand } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';
import { dashboardPathForRole } from '@/lib/role-paths';
import { useDeferredMount } from '@/lib/use-deferred-mount';
import { useQuietError } from '@/lib/use-quiet-error';
import { useNearbyCleaners } from '../api/get-nearby-cleaners';
import { useNextBooking } from '../api/get-next-booking';
import { QuickActions } from '../components/customer-quick-actions';
import { NextBookingCard, NextBookingPlaceholder } from '../components/next-booking-card';
import { OtherRoleNote } from '../components/other-role-note';
import { SearchBar } from '../components/search-bar';
import { type NearbyState, SectionsBelowFirstScreen } from '../components/sections-below-first-screen';
import { defaultAddress } from '../default-address';

/**
 * Customer home (docs/product-rules.md#customer-screens). Any signed-in role may open it (the shared
 * dashboard); only customers get their bookings, addresses and nearby cleaners, and only they are sent into
 * the booking flow.
 */
export function CustomerHomePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { profile, role } = useAuth();
  const isCustomer = role === 'customer';

  const nextBooking = useNextBooking({ enabled: isCustomer });
  const addresses = useAddresses({ enabled: isCustomer });
  const address = defaultAddress(addresses.data);
  const cleaners = useNearbyCleaners(isCustomer ? (address?.id ?? null) : null);
  const pricing = usePricing();

  useQuietError('customer-home', 'the next booking', nextBooking.error);
  useQuietError('customer-home', 'addresses', addresses.error);
  useQuietError('customer-home', 'nearby cleaners', cleaners.error);
  useQuietError('customer-home', 'prices', pricing.error);

  // The default address's currency, else the person's, which the server works out (docs/product-rules.md#money).
  const currency = address?.currency ?? profile?.currency ?? 'EUR';
  // The API's table; should it fail, the same published numbers rather than a hole in the page.
  const priceRows = pricing.data ?? (pricing.isError ? PRICE_TABLE : undefined);
  const name = personNames(profile, null).firstName;
  const nearby: NearbyState = !isCustomer
    ? 'hidden'
    : addresses.isPending || (address && cleaners.isPending)
      ? 'loading'
      : addresses.isError || cleaners.isError
        ? 'hidden'
        : address
          ? 'ready'
          : 'no-address';
  // The greeting, search, next booking and quick actions paint first; the rest follows in slices, and so does
  // each answer that changes it (components/sections-below-first-screen.tsx).
  const belowFirstScreen = useDeferredMount();
  const below = {
    rows: useDeferredValue(priceRows),
    currency: useDeferredValue(currency),
    nearby: useDeferredValue(nearby),
    cleaners: useDeferredValue(cleaners.data),
  };
  const title = t('pages.customerDashboard');

  return (
    <div className="flex flex-col gap-7">
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      <header className="flex flex-col gap-1">
        {/* The page is "Home" (its title and nav tab); the greeting is what people see first. */}
        <h1 className="sr-only">{title}</h1>
        <p className="font-bold text-2xl tracking-tight sm:text-3xl">
          {name ? t('customerHome.greeting', { name }) : t('customerHome.greetingNoName')}
        </p>
        <p className="text-muted-foreground">{t('customerHome.subtitle')}</p>
      </header>

      {isCustomer ? (
        <>
          <SearchBar />
          {nextBooking.isPending ? (
            <NextBookingPlaceholder />
          ) : nextBooking.isSuccess ? (
            <NextBookingCard booking={nextBooking.data} />
          ) : null}
          <QuickActions />
        </>
      ) : role ? (
        <OtherRoleNote dashboard={dashboardPathForRole(role)} />
      ) : null}

      {belowFirstScreen ? <SectionsBelowFirstScreen {...below} bookable={isCustomer} /> : null}
    </div>
  );
}
