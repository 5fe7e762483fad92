import '../booking-wizard-strings';
import { formatAddress, PRICE_TABLE, priceFor } from '@limpa/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useAddresses } from '@/lib/api/get-addresses';
import { useCleaner } from '@/lib/api/get-cleaner';
import { usePaymentMethods } from '@/lib/api/get-payment-methods';
import { usePricing } from '@/lib/api/get-pricing';
import { useSlots } from '@/lib/api/get-slots';
import { isApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';
import { defaultAddress } from '../address-line';
import { useAddOns } from '../api/get-add-ons';
import { useServingCleaners } from '../api/get-serving-cleaners';
import { AddOnsStep } from '../components/add-ons-step';
import { BookingSummary } from '../components/booking-summary';
import { CleanerStep } from '../components/cleaner-step';
import { DateTimeStep } from '../components/date-time-step';
import { LocationStep } from '../components/location-step';
import { MaintenanceNotice } from '../components/maintenance-notice';
import { PaymentReviewStep } from '../components/payment-review-step';
import { PropertyTypeStep } from '../components/property-type-step';
import { WizardActionBar } from '../components/wizard-action-bar';
import { WizardFrame } from '../components/wizard-frame';
import { prefillFrom, serviceIdFrom } from '../router-state';
import { useSubmitBooking } from '../use-submit-booking';
import { useWizardDefaults } from '../use-wizard-defaults';
import { useWizardNavigation } from '../use-wizard-navigation';
import { wizardChoices } from '../wizard-choices';
import {
  INITIAL_WIZARD_STATE,
  isStepValid,
  parseStep,
  STEP,
  type WizardState,
  type WizardStep,
} from '../wizard-steps';

/**
 * The booking wizard (/customer/book): six steps, the current one in `?step=` so the browser's back button
 * steps back too. `?cleaner=` preselects a cleaner; router state `selectedServiceId` is sent as `serviceId`.
 */
export function BookPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { profile } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();

  const cleanerParam = searchParams.get('cleaner')?.trim() || null;
  const [serviceId] = useState(() => serviceIdFrom(location.state));
  const [state, setState] = useState<WizardState>(() => ({
    ...INITIAL_WIZARD_STATE,
    ...prefillFrom(searchParams),
  }));

  const pricing = usePricing();
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

  const chosenAddOns = (addOns.data ?? []).filter((addOn) => state.addOnIds.includes(addOn.id));
  const chosenCleaner =
    serving.data?.find((c) => c.userId === state.cleanerId) ??
    (preselectedCleaner.data?.userId === state.cleanerId ? preselectedCleaner.data : undefined);

  useWizardDefaults({
    step: parseStep(searchParams.get('step')),
    state,
    setState,
    addresses: addressList,
    selectedAddress,
    paymentMethods,
  });
  const { step, goToStep, goBack, headingRef } = useWizardNavigation({
    state,
    addressesPending: addresses.isPending,
    choosingDefaultAddress: !!addressList && addressList.length > 0 && state.addressId === null,
  });
  const { submit, pending, maintenance } = useSubmitBooking({
    state,
    setState,
    chosenAddOns,
    serviceId,
    preselectedId,
    goToStep,
  });

  const canContinue = (() => {
    if (!isStepValid(step, state)) return false;
    if (step === STEP.location) return selectedAddress !== undefined;
    if (step === STEP.dateTime) return chosenSlot !== undefined;
    if (step === STEP.cleaner) return freeCleaners?.some((c) => c.userId === state.cleanerId) ?? false;
    return true;
  })();

  const { update, ...choose } = wizardChoices(
    setState,
    (time) => slots.data?.find((slot) => slot.time === time)?.cleanerIds ?? [],
    preselectedId,
  );
  const onShowAllCleaners = () => {
    const params = new URLSearchParams(searchParams);
    params.delete('cleaner');
    navigate({ search: `?${params}` }, { replace: true, state: location.state });
    update({ time: null, cleanerId: null });
  };

  const title = t('pages.customerBook');
  if (!profile) {
    return (
      <div className="flex flex-col gap-4">
        <title>{t('common.pageTitle', { page: title, brand })}</title>
        <p role="status" className="text-muted-foreground text-sm">
          {t('bookingWizard.loadingProfile')}
        </p>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  }

  const estimatedTime = state.homeType ? priceFor(state.homeType, state.isRecurring).estimatedTime : '';

  let body: ReactNode;
  switch (step) {
    case 1:
      body = (
        <PropertyTypeStep
          pricing={pricing.data ?? (pricing.isError ? PRICE_TABLE : undefined)}
          homeType={state.homeType}
          isRecurring={state.isRecurring}
          everyWeeks={state.everyWeeks}
          currency={currency}
          onHomeTypeChange={choose.onHomeTypeChange}
          onRecurringChange={choose.onRecurringChange}
          onEveryWeeksChange={choose.onEveryWeeksChange}
        />
      );
      break;
    case 2:
      body = (
        <LocationStep
          addresses={addressList}
          isError={addresses.isError}
          onRetry={() => void addresses.refetch()}
          addressId={state.addressId}
          onAddressChange={choose.onAddressChange}
        />
      );
      break;
    case 3:
      body = selectedAddress ? (
        <DateTimeStep
          address={selectedAddress}
          date={state.date}
          onDateChange={choose.onDateChange}
          slots={slots.data}
          slotsLoading={slots.isFetching && !slots.data}
          slotsError={slots.isError}
          onRetrySlots={() => void slots.refetch()}
          time={state.time}
          onTimeChange={choose.onTimeChange}
          estimatedTime={estimatedTime}
          preselected={
            cleanerParam
              ? {
                  userId: cleanerParam,
                  profile: preselectedCleaner.data,
                  notFound: cleanerMissing,
                }
              : null
          }
          onShowAllCleaners={onShowAllCleaners}
        />
      ) : (
        <Skeleton className="h-96 rounded-2xl" />
      );
      break;
    case 4:
      body = (
        <AddOnsStep
          addOns={addOns.data}
          isError={addOns.isError}
          onRetry={() => void addOns.refetch()}
          selected={state.addOnIds}
          onToggle={choose.onToggleAddOn}
          currency={currency}
          specialInstructions={state.specialInstructions}
          onSpecialInstructionsChange={(value) => update({ specialInstructions: value })}
        />
      );
      break;
    case 5:
      body = (
        <CleanerStep
          cleaners={freeCleaners}
          isError={serving.isError || slots.isError}
          onRetry={() => {
            void serving.refetch();
            void slots.refetch();
          }}
          time={state.time}
          cleanerId={state.cleanerId}
          onSelect={choose.onSelectCleaner}
          currency={currency}
          onChooseAnotherTime={() => goToStep(STEP.dateTime)}
        />
      );
      break;
    case 6:
      body = (
        <PaymentReviewStep
          paymentMethods={paymentMethods.data}
          isError={paymentMethods.isError}
          paymentMethodId={state.paymentMethodId}
          onPaymentMethodChange={(id) => update({ paymentMethodId: id })}
          specialInstructions={state.specialInstructions}
          onSpecialInstructionsChange={(value) => update({ specialInstructions: value })}
          notice={<MaintenanceNotice message={maintenance} />}
          summary={
            <BookingSummary
              homeType={state.homeType}
              isRecurring={state.isRecurring}
              everyWeeks={state.everyWeeks}
              date={state.date}
              time={state.time}
              address={selectedAddress ? formatAddress(selectedAddress) : null}
              cleaner={chosenCleaner?.fullName ?? null}
              addOns={chosenAddOns}
              currency={currency}
            />
          }
        />
      );
      break;
  }

  return (
    <WizardFrame
      title={title}
      step={step}
      onBack={goBack}
      headingRef={headingRef}
      actions={
        <WizardActionBar
          step={step}
          canContinue={canContinue}
          pending={pending}
          onBack={goBack}
          onContinue={() => goToStep((step + 1) as WizardStep)}
          onSubmit={submit}
        />
      }
    >
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      {body}
    </WizardFrame>
  );
}
