import { estimatedTimeText, formatAddress, PRICE_TABLE, priceFor } from '@limpa/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useBrand } from '@/lib/app-config';
import { useAddressTax } from '../api/get-address-tax';
import { useLinkedService } from '../use-linked-service';
import { useStaleDraft } from '../use-stale-draft';
import { useSubmitBooking } from '../use-submit-booking';
import { useWizardData } from '../use-wizard-data';
import { useWizardDefaults } from '../use-wizard-defaults';
import { useWizardDraft } from '../use-wizard-draft';
import { useWizardNavigation } from '../use-wizard-navigation';
import { wizardChoices } from '../wizard-choices';
import {
  ANY_CLEANER,
  cleanerStillFree,
  isStepValid,
  parseStep,
  STEP,
  type WizardStep,
} from '../wizard-steps';
import { AddOnsStep } from './add-ons-step';
import { BookingSummary } from './booking-summary';
import { CleanerStep } from './cleaner-step';
import { DateTimeStep } from './date-time-step';
import { LocationStep } from './location-step';
import { MaintenanceNotice } from './maintenance-notice';
import { NoCleanerAlternatives } from './no-cleaner-alternatives';
import { PaymentReviewStep } from './payment-review-step';
import { PropertyTypeStep } from './property-type-step';
import { WizardActionBar } from './wizard-action-bar';
import { WizardFrame } from './wizard-frame';

interface BookingWizardProps {
  /** The signed-in customer, whose draft the wizard resumes and keeps. */
  userId: string;
  /** Forget every choice and show step 1 afresh. */
  onStartOver: () => void;
}

/**
 * The booking wizard's steps: the current one in `?step=` so the browser's back button steps back too.
 * `?cleaner=` preselects a cleaner; router state `selectedServiceId` is sent as `serviceId`, and `?service=` (a
 * catalogue key) chooses a service by name. The choices
 * survive a reload in the tab's draft (use-wizard-draft.ts).
 */
export function BookingWizard({ userId, onStartOver }: BookingWizardProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();

  const cleanerParam = searchParams.get('cleaner')?.trim() || null;
  const { state, setState, restored, linkedService, clearDraft } = useWizardDraft(userId);
  const data = useWizardData(state, cleanerParam);
  const { pricing, addresses, addOns, paymentMethods, preselectedCleaner, serving, slots } = data;
  const { selectedAddress, currency, cleanerMissing, preselectedId, chosenSlot, freeCleaners } = data;
  const { chosenAddOns, chosenCleaner, services, service, serviceCells } = data;
  useLinkedService(linkedService, services.data, setState);
  const serviceCell = serviceCells.find((c) => c.homeType === state.homeType);
  const addressList = addresses.data;
  const addressTax = useAddressTax(selectedAddress?.id ?? null, state.date);

  useWizardDefaults({
    step: parseStep(searchParams.get('step')),
    state,
    setState,
    addresses: addressList,
    selectedAddress,
    paymentMethods,
  });
  const { fallbackStep, clearFallback } = useStaleDraft({
    restored,
    state,
    setState,
    addresses: addressList,
    selectedAddress,
    slots,
    freeCleaners,
  });
  const { step, goToStep, goBack, headingRef } = useWizardNavigation({
    state,
    addressesPending: addresses.isPending,
    choosingDefaultAddress: !!addressList && addressList.length > 0 && state.addressId === null,
    fallbackStep,
    onFallbackReached: clearFallback,
  });
  const { submit, pending, maintenance, alternatives } = useSubmitBooking({
    state,
    setState,
    chosenAddOns,
    preselectedId,
    goToStep,
    onBooked: clearDraft,
  });

  const canContinue = (() => {
    if (!isStepValid(step, state)) return false;
    if (step === STEP.location) return selectedAddress !== undefined;
    if (step === STEP.dateTime) return chosenSlot !== undefined;
    if (step === STEP.cleaner)
      return cleanerStillFree(state.cleanerId, freeCleaners?.map((c) => c.userId) ?? []);
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
  const estimatedTime = serviceCell
    ? estimatedTimeText(serviceCell.durationHours)
    : state.homeType
      ? priceFor(state.homeType, state.isRecurring).estimatedTime
      : '';

  let body: ReactNode;
  switch (step) {
    case 1:
      body = (
        <PropertyTypeStep
          pricing={pricing.data ?? (pricing.isError ? PRICE_TABLE : undefined)}
          services={services.data}
          service={service}
          serviceCells={serviceCells}
          onServiceChange={choose.onServiceChange}
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
          anyServes={(serving.data?.length ?? 0) > 0}
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
          onChooseAnotherAddress={() => goToStep(STEP.location)}
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
          notice={
            <>
              <MaintenanceNotice message={maintenance} />
              <NoCleanerAlternatives
                alternatives={alternatives}
                onPick={(pick) =>
                  update({ date: pick.bookingDate, time: pick.bookingTime, cleanerId: ANY_CLEANER })
                }
              />
            </>
          }
          summary={
            <BookingSummary
              serviceCell={serviceCell}
              homeType={state.homeType}
              isRecurring={state.isRecurring}
              everyWeeks={state.everyWeeks}
              date={state.date}
              time={state.time}
              address={selectedAddress ? formatAddress(selectedAddress) : null}
              cleaner={
                state.cleanerId === ANY_CLEANER
                  ? t('bookingWizard.cleaners.any')
                  : (chosenCleaner?.fullName ?? null)
              }
              addOns={chosenAddOns}
              currency={currency}
              tax={addressTax.data}
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
      onStartOver={() => {
        clearDraft();
        onStartOver();
      }}
      headingRef={headingRef}
      actions={
        <WizardActionBar
          step={step}
          canContinue={canContinue}
          pending={pending}
          onBack={goBack}
          onContinue={() => goToStep((step + 1) as WizardStep)}
          onSubmit={() => void submit()}
        />
      }
    >
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      {body}
    </WizardFrame>
  );
}
