import type { CreateBookingBody } from '@limpa/contracts';
import { addDays, type HomeType, PRICE_TABLE, priceFor } from '@limpa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAddresses } from '@/lib/api/get-addresses';
import { usePaymentMethods } from '@/lib/api/get-payment-methods';
import { usePricing } from '@/lib/api/get-pricing';
import { useProvider } from '@/lib/api/get-provider';
import { isApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';
import { addressLine, defaultAddress } from '../address-line';
import { useCreateBooking } from '../api/create-booking';
import { useAddOns } from '../api/get-add-ons';
import { useServingProviders } from '../api/get-serving-providers';
import { SLOTS_QUERY_KEY, useSlots } from '../api/get-slots';
import { nowAt } from '../calendar-dates';
import { AddOnsStep } from '../components/add-ons-step';
import { BookingSummary } from '../components/booking-summary';
import { CleanerStep } from '../components/cleaner-step';
import { DateTimeStep } from '../components/date-time-step';
import { LocationStep } from '../components/location-step';
import { PaymentReviewStep } from '../components/payment-review-step';
import { PropertyTypeStep } from '../components/property-type-step';
import { WizardProgress } from '../components/wizard-progress';
import { cleanerIdFrom, serviceIdFrom, wizardTrailFrom } from '../router-state';
import {
  firstInvalidStepBefore,
  INITIAL_WIZARD_STATE,
  isReadyToSubmit,
  isStepValid,
  parseStep,
  STEP,
  type WizardState,
  type WizardStep,
} from '../wizard-steps';

/** After this local hour the calendar opens on tomorrow (the last start is 18:00 and a cleaning takes hours). */
const LAST_USEFUL_HOUR_TODAY = '17:00';

/** A v4 UUID; `crypto.randomUUID` exists only on secure origins, `getRandomValues` everywhere. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

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
  const queryClient = useQueryClient();

  const step = parseStep(searchParams.get('step'));
  const cleanerParam = searchParams.get('cleaner')?.trim() || null;
  const trail = wizardTrailFrom(location.state);

  const [serviceId] = useState(() => serviceIdFrom(location.state));
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [state, setState] = useState<WizardState>(INITIAL_WIZARD_STATE);
  const [maintenance, setMaintenance] = useState<string | null>(null);
  /** Set while a history pop is on its way, so the deep-link guard does not navigate as well. */
  const poppingHistory = useRef(false);

  const pricing = usePricing();
  const addresses = useAddresses();
  const addOns = useAddOns();
  const paymentMethods = usePaymentMethods();
  const provider = useProvider(cleanerParam);
  const serving = useServingProviders(state.addressId);
  const createBooking = useCreateBooking();

  const addressList = addresses.data;
  const selectedAddress = addressList?.find((a) => a.id === state.addressId);
  const currency =
    selectedAddress?.currency ?? (addressList && defaultAddress(addressList)?.currency) ?? 'EUR';

  const providerMissing =
    provider.isError &&
    isApiError(provider.error) &&
    provider.error.status >= 400 &&
    provider.error.status < 500;
  const preselectedId = cleanerParam && !providerMissing ? cleanerParam : null;

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
    (provider.data?.userId === state.cleanerId ? provider.data : undefined);

  // Links that pass the cleaner in router state (not via /book-service) still get ?cleaner=.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the state the wizard was opened with
  useEffect(() => {
    const fromState = cleanerIdFrom(location.state);
    if (cleanerParam || !fromState) return;
    const params = new URLSearchParams(searchParams);
    params.set('cleaner', fromState);
    navigate({ search: `?${params}` }, { replace: true, state: location.state });
  }, []);

  // The default address is chosen until the customer picks another.
  useEffect(() => {
    if (!addressList) return;
    setState((s) => {
      if (s.addressId && addressList.some((a) => a.id === s.addressId)) return s;
      const next = defaultAddress(addressList)?.id ?? null;
      return next === s.addressId ? s : { ...s, addressId: next, time: null };
    });
  }, [addressList]);

  // The default card is chosen (else the first usable one); expired cards cannot be.
  useEffect(() => {
    const cards = paymentMethods.data;
    if (!cards) return;
    setState((s) => {
      const usable = cards.filter((card) => !card.isExpired);
      if (s.paymentMethodId && usable.some((card) => card.id === s.paymentMethodId)) return s;
      const next = (usable.find((card) => card.isDefault) ?? usable[0])?.id ?? null;
      return next === s.paymentMethodId ? s : { ...s, paymentMethodId: next };
    });
  }, [paymentMethods.data]);

  // "Payment Methods Error" once per failed load.
  const toastedPaymentError = useRef(0);
  useEffect(() => {
    if (!paymentMethods.isError || toastedPaymentError.current === paymentMethods.errorUpdatedAt) return;
    toastedPaymentError.current = paymentMethods.errorUpdatedAt;
    toast.error(t('bookingWizard.payment.errorTitle'), {
      description: t('bookingWizard.payment.errorDescription'),
    });
  }, [paymentMethods.isError, paymentMethods.errorUpdatedAt, t]);

  // Step 3 opens on today at the address, or tomorrow once the day's last useful start has passed.
  useEffect(() => {
    if (step !== STEP.dateTime || state.date || !selectedAddress) return;
    const now = nowAt(selectedAddress.timeZone);
    const date = now.time < LAST_USEFUL_HOUR_TODAY ? now.date : addDays(now.date, 1);
    setState((s) => (s.date ? s : { ...s, date }));
  }, [step, state.date, selectedAddress]);

  const goToStep = (target: WizardStep, options: { replace?: boolean } = {}) => {
    if (target === step) return;
    const params = new URLSearchParams(searchParams);
    if (target === 1) params.delete('step');
    else params.set('step', String(target));
    const search = params.size > 0 ? `?${params}` : '';
    if (target > step && !options.replace) {
      navigate({ search }, { state: { wizardTrail: [...trail, step] } });
      return;
    }
    const index = trail.lastIndexOf(target);
    if (target < step && !options.replace && index >= 0) {
      // The earlier step is behind us in history: pop back to it, like the browser's back button.
      poppingHistory.current = true;
      navigate(index - trail.length);
      return;
    }
    navigate({ search }, { replace: true, state: { wizardTrail: trail.filter((s) => s < target) } });
  };

  // A deep link (or a forward button) never skips a step whose check fails.
  const lastLocationKey = useRef(location.key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: goToStep is recreated every render
  useEffect(() => {
    if (lastLocationKey.current !== location.key) {
      lastLocationKey.current = location.key;
      poppingHistory.current = false;
    }
    if (poppingHistory.current || step === 1 || addresses.isPending) return;
    // The default address is about to be chosen: judge the steps once it is.
    if (addressList && addressList.length > 0 && state.addressId === null) return;
    const invalid = firstInvalidStepBefore(step, state);
    if (invalid !== null) goToStep(invalid, { replace: true });
  }, [location.key, step, state, addresses.isPending, addressList]);

  // The sticky action bar must not hide whatever gets focus or is scrolled to (WCAG 2.4.11).
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = '11rem';
    return () => {
      root.style.scrollPaddingBottom = previous;
    };
  }, []);

  // Each step announces itself: focus its heading and show it from the top.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [step]);

  const goBack = () => {
    if (step > 1) {
      goToStep((step - 1) as WizardStep);
      return;
    }
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/dashboard');
  };

  const canContinue = (() => {
    if (!isStepValid(step, state)) return false;
    if (step === STEP.location) return selectedAddress !== undefined;
    if (step === STEP.dateTime) return chosenSlot !== undefined;
    if (step === STEP.cleaner) return freeCleaners?.some((c) => c.userId === state.cleanerId) ?? false;
    return true;
  })();

  const update = (patch: Partial<WizardState>) => setState((s) => ({ ...s, ...patch }));

  const onHomeTypeChange = (homeType: HomeType) =>
    setState((s) => (s.homeType === homeType ? s : { ...s, homeType, time: null }));
  const onRecurringChange = (isRecurring: boolean) =>
    setState((s) => (s.isRecurring === isRecurring ? s : { ...s, isRecurring, time: null }));
  const onAddressChange = (addressId: string) =>
    setState((s) => (s.addressId === addressId ? s : { ...s, addressId, time: null, cleanerId: null }));
  const onDateChange = (date: string) => setState((s) => (s.date === date ? s : { ...s, date, time: null }));
  const onTimeChange = (time: string) => {
    const free = slots.data?.find((slot) => slot.time === time)?.cleanerIds ?? [];
    setState((s) => {
      let cleanerId = s.cleanerId && free.includes(s.cleanerId) ? s.cleanerId : null;
      if (preselectedId && free.includes(preselectedId)) cleanerId = preselectedId;
      return { ...s, time, cleanerId };
    });
  };
  const onToggleAddOn = (id: string) =>
    setState((s) => ({
      ...s,
      addOnIds: s.addOnIds.includes(id) ? s.addOnIds.filter((a) => a !== id) : [...s.addOnIds, id],
    }));
  const onSelectCleaner = (userId: string) =>
    setState((s) => ({ ...s, cleanerId: s.cleanerId === userId ? null : userId }));
  const onShowAllCleaners = () => {
    const params = new URLSearchParams(searchParams);
    params.delete('cleaner');
    navigate({ search: `?${params}` }, { replace: true, state: location.state });
    update({ time: null, cleanerId: null });
  };

  const submit = () => {
    const { homeType, addressId, date, time, cleanerId, paymentMethodId } = state;
    if (
      !isReadyToSubmit(state) ||
      !homeType ||
      !addressId ||
      !date ||
      !time ||
      !cleanerId ||
      !paymentMethodId
    ) {
      toast.error(t('bookingWizard.toast.missingTitle'), {
        description: t('bookingWizard.toast.missingDescription'),
      });
      return;
    }
    setMaintenance(null);
    const instructions = state.specialInstructions.trim();
    const body: CreateBookingBody = {
      homeType,
      isRecurring: state.isRecurring,
      addressId,
      bookingDate: date,
      bookingTime: time,
      addOnIds: chosenAddOns.map((addOn) => addOn.id),
      cleanerId,
      paymentMethodId,
      ...(instructions ? { specialInstructions: instructions } : {}),
      ...(serviceId ? { serviceId } : {}),
    };
    createBooking.mutate(
      { body, idempotencyKey },
      {
        onSuccess: () => {
          toast.success(t('bookingWizard.toast.successTitle'), {
            description: t('bookingWizard.toast.successDescription'),
          });
          navigate('/dashboard');
        },
        onError: (error) => {
          const failedTitle = t('bookingWizard.toast.failedTitle');
          if (isApiError(error) && error.status === 409 && error.code !== 'idempotency_in_use') {
            // Someone else took the time: pick another one from fresh free times.
            toast.error(failedTitle, { description: error.detail ?? failedTitle });
            setState((s) => ({ ...s, time: null, cleanerId: preselectedId }));
            void queryClient.invalidateQueries({ queryKey: SLOTS_QUERY_KEY });
            goToStep(STEP.dateTime);
          } else if (isApiError(error) && error.status === 400 && error.code === 'time_in_past') {
            toast.error(failedTitle, { description: error.detail });
            setState((s) => ({ ...s, time: null }));
            void queryClient.invalidateQueries({ queryKey: SLOTS_QUERY_KEY });
            goToStep(STEP.dateTime);
          } else if (isApiError(error) && error.status === 503) {
            setMaintenance(error.title);
            toast.error(error.title, {
              description: error.detail && error.detail !== error.title ? error.detail : undefined,
            });
          } else if (isApiError(error) && error.status === 400 && error.code === 'missing_information') {
            toast.error(t('bookingWizard.toast.missingTitle'), {
              description: t('bookingWizard.toast.missingDescription'),
            });
          } else {
            toast.error(failedTitle, { description: t('bookingWizard.toast.failedDescription') });
          }
        },
      },
    );
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
  const pending = createBooking.isPending;

  let body: ReactNode;
  switch (step) {
    case 1:
      body = (
        <PropertyTypeStep
          pricing={pricing.data ?? (pricing.isError ? PRICE_TABLE : undefined)}
          homeType={state.homeType}
          isRecurring={state.isRecurring}
          currency={currency}
          onHomeTypeChange={onHomeTypeChange}
          onRecurringChange={onRecurringChange}
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
          onAddressChange={onAddressChange}
        />
      );
      break;
    case 3:
      body = selectedAddress ? (
        <DateTimeStep
          address={selectedAddress}
          date={state.date}
          onDateChange={onDateChange}
          slots={slots.data}
          slotsLoading={slots.isFetching && !slots.data}
          slotsError={slots.isError}
          onRetrySlots={() => void slots.refetch()}
          time={state.time}
          onTimeChange={onTimeChange}
          estimatedTime={estimatedTime}
          preselected={
            cleanerParam
              ? {
                  userId: cleanerParam,
                  profile: provider.data,
                  notFound: providerMissing,
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
          onToggle={onToggleAddOn}
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
          onSelect={onSelectCleaner}
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
          notice={
            maintenance ? (
              <p className="flex items-start gap-2 rounded-2xl border border-status-failed/30 bg-status-failed-bg p-4 font-medium text-sm text-status-failed">
                <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                {maintenance}
              </p>
            ) : null
          }
          summary={
            <BookingSummary
              homeType={state.homeType}
              isRecurring={state.isRecurring}
              date={state.date}
              time={state.time}
              address={selectedAddress ? addressLine(selectedAddress) : null}
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
    <div className="flex flex-col gap-5">
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          onClick={goBack}
          aria-label={t('bookingWizard.back')}
          className="-ml-3"
        >
          <ArrowLeft aria-hidden className="!size-5" />
        </Button>
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
      </div>

      <WizardProgress step={step} />

      <section
        key={step}
        aria-labelledby="wizard-step-heading"
        className="flex animate-fade-in flex-col gap-4 motion-reduce:animate-none"
      >
        <div className="flex flex-col gap-1">
          <h2
            id="wizard-step-heading"
            ref={headingRef}
            tabIndex={-1}
            className="font-semibold text-xl tracking-tight focus:outline-none"
          >
            {t(`bookingWizard.steps.${step}`)}
          </h2>
          <p className="text-muted-foreground text-sm">{t(`bookingWizard.stepIntro.${step}`)}</p>
        </div>
        {body}
      </section>

      <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 md:bottom-24">
        <div className="flex gap-3 rounded-2xl border border-border/70 bg-card/95 p-3 shadow-float backdrop-blur-md">
          {step > 1 ? (
            <Button variant="outline" onClick={goBack} disabled={pending}>
              {t('bookingWizard.back')}
            </Button>
          ) : null}
          {step < STEP.review ? (
            <Button
              className="flex-1"
              onClick={() => goToStep((step + 1) as WizardStep)}
              disabled={!canContinue}
            >
              {t('bookingWizard.continue')}
            </Button>
          ) : (
            <Button className="flex-1" onClick={submit} disabled={pending} aria-busy={pending || undefined}>
              {pending ? t('bookingWizard.booking') : t('bookingWizard.bookNow')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
