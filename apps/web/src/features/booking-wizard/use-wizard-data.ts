import { useMemo } from 'react';
import { useAddresses } from '@/lib/api/get-addresses';
import { useCleaner } from '@/lib/api/get-cleaner';
import { usePaymentMethods } from '@/lib/api/get-payment-methods';
import { usePricing } from '@/lib/api/get-pricing';
import { useServices } from '@/lib/api/get-services';
import { useSlots } from '@/lib/api/get-slots';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { defaultAddress } from './address-line';
import { useAddOns } from './api/get-add-ons';
import { useServingCleaners } from './api/get-serving-cleaners';
import type { WizardState } from './wizard-steps';

/**
 * Everything the wizard reads from the API for its current choices, and what follows from it: the chosen
 * address, its currency, the free times of the chosen day, the cleaners free at the chosen time.
 * `cleanerParam` is `?cleaner=`.
 */
export function useWizardData(state: WizardState, cleanerParam: string | null) {
  const { profile } = useAuth();
  const pricing = usePricing();
  const services = useServices();
  const addresses = useAddresses();
  const addOns = useAddOns();
  const paymentMethods = usePaymentMethods();
  const preselectedCleaner = useCleaner(cleanerParam);
  const serving = useServingCleaners(state.addressId);

  const addressList = addresses.data;
  const selectedAddress = addressList?.find((a) => a.id === state.addressId);
  // The chosen (else default) address's; without one, the person's, which the server works out from their
  // country or language (docs/product-rules.md#money).
  const currency =
    selectedAddress?.currency ??
    (addressList && defaultAddress(addressList)?.currency) ??
    profile?.currency ??
    'EUR';

  const cleanerMissing =
    preselectedCleaner.isError &&
    isApiError(preselectedCleaner.error) &&
    preselectedCleaner.error.status >= 400 &&
    preselectedCleaner.error.status < 500;
  const preselectedId = cleanerParam && !cleanerMissing ? cleanerParam : null;

  const slots = useSlots(
    selectedAddress && state.date && state.homeType
      ? {
          date: state.date,
          addressId: selectedAddress.id,
          homeType: state.homeType,
          isRecurring: state.isRecurring,
          cleanerId: preselectedId,
          serviceId: state.serviceId,
        }
      : null,
  );
  const chosenSlot = slots.data?.find((slot) => slot.time === state.time);

  const freeCleaners = useMemo(() => {
    if (!serving.data || !slots.data) return undefined;
    const free = chosenSlot?.cleanerIds ?? [];
    return serving.data
      .filter((cleaner) => free.includes(cleaner.userId))
      .sort((a, b) => Number(b.userId === preselectedId) - Number(a.userId === preselectedId));
  }, [serving.data, slots.data, chosenSlot, preselectedId]);

  // The service chosen (else the default, House Cleaning) and its cells in the address's currency: what a
  // one-time visit costs and lasts for each home type (a recurring one keeps the standard table's).
  const service =
    services.data?.find((s) => s.id === state.serviceId) ?? services.data?.find((s) => s.isDefault);
  const serviceCells = state.isRecurring
    ? []
    : (service?.prices.filter((p) => p.currency === currency) ?? []);

  const chosenAddOns = (addOns.data ?? []).filter((addOn) => state.addOnIds.includes(addOn.id));
  const chosenCleaner =
    serving.data?.find((c) => c.userId === state.cleanerId) ??
    (preselectedCleaner.data?.userId === state.cleanerId ? preselectedCleaner.data : undefined);

  return {
    pricing,
    services,
    service,
    serviceCells,
    addresses,
    addOns,
    paymentMethods,
    preselectedCleaner,
    serving,
    slots,
    selectedAddress,
    currency,
    cleanerMissing,
    preselectedId,
    chosenSlot,
    freeCleaners,
    chosenAddOns,
    chosenCleaner,
  };
}
