import type { AvailabilityResponse, Profile } from '@limpa/contracts';
import {
  currencyForCountry,
  HOURLY_RATE_MAX,
  HOURLY_RATE_MIN,
  ONBOARDING_HOURLY_RATE_STEP,
} from '@limpa/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '@/components/page-section';
import { Skeleton } from '@/components/ui/skeleton';
import { WeeklyAvailabilityEditor } from '@/components/weekly-availability-editor';
import { useAvailability } from '@/lib/api/get-availability';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { fromWeeklySlots, toWeeklySlots, type WeeklySlot, weeklySlotProblems } from '@/lib/weekly-slots';
import { useSaveOnboardingStep } from '../api/save-onboarding-step';
import { clampHourlyRate, initialHourlyRate, parseHourlyRate } from '../onboarding-schemas';
import { RateSlider } from './rate-slider';
import { WizardFooter } from './wizard-footer';

interface HoursRateStepProps {
  profile: Profile;
  onBack: () => void;
  onSaved: () => void;
}

/** Step 2 "Hours & Hourly Rate": waits for the saved weekly slots, then shows the form prefilled. */
export function HoursRateStep(props: HoursRateStepProps) {
  const availability = useAvailability();
  if (availability.isPending) return <HoursRateSkeleton />;
  // A failed load is only logged (docs/product-rules.md#wording): the cleaner starts from an empty week.
  return <HoursRateForm {...props} initialSlots={availability.data ?? []} />;
}

function HoursRateSkeleton() {
  return (
    <div className="flex flex-col gap-5" aria-busy="true">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-12 w-28" />
      <Skeleton className="mt-2 h-5 w-44" />
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-16 w-full rounded-xl" />
      ))}
    </div>
  );
}

function HoursRateForm({
  profile,
  onBack,
  onSaved,
  initialSlots,
}: HoursRateStepProps & { initialSlots: AvailabilityResponse }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const rateInput = useRef<HTMLInputElement>(null);
  const save = useSaveOnboardingStep();
  const [rate, setRate] = useState(() => initialHourlyRate(profile));
  const [rateText, setRateText] = useState(() => String(initialHourlyRate(profile)));
  const [rateError, setRateError] = useState<string | null>(null);
  const [slots, setSlots] = useState<WeeklySlot[]>(() => toWeeklySlots(initialSlots));
  const [emptyRefused, setEmptyRefused] = useState(false);
  const currency = profile.currency ?? (profile.country ? currencyForCountry(profile.country) : null);
  const bounds = { min: HOURLY_RATE_MIN, max: HOURLY_RATE_MAX };
  const rateMessage = () => t('cleanerOnboarding.validation.hourlyRate', bounds);
  const money = (value: number) => (currency ? formatMoney(value * 100, currency) : String(value));

  const onRateText = (text: string) => {
    setRateText(text);
    const parsed = parseHourlyRate(text);
    if (parsed !== null) {
      setRate(parsed);
      setRateError(null);
    }
  };

  /** Leaving the box: a number outside 20–25 snaps to the nearest bound, anything else back to the rate. */
  const onRateBlur = () => {
    if (parseHourlyRate(rateText) !== null) return;
    const typed = Number(rateText);
    const next = rateText.trim() !== '' && Number.isFinite(typed) ? clampHourlyRate(typed) : rate;
    setRate(next);
    setRateText(String(next));
    setRateError(null);
  };

  const onSlotsChange = (next: WeeklySlot[]) => {
    setSlots(next);
    if (next.length > 0) setEmptyRefused(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const hourlyRate = parseHourlyRate(rateText);
    if (hourlyRate === null) {
      setRateError(rateMessage());
      rateInput.current?.focus();
      return;
    }
    if (slots.length === 0) {
      setEmptyRefused(true);
      return;
    }
    if (weeklySlotProblems(slots).size > 0) {
      formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
      return;
    }
    save.mutate(
      { step: 2, body: { hourlyRate, availability: fromWeeklySlots(slots) } },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const issue = isApiError(error)
            ? error.errors?.find((e) => e.path === 'body.hourlyRate')
            : undefined;
          if (issue) setRateError(rateMessage());
        },
      },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-7">
      <PageSection
        level={3}
        className="gap-4"
        heading={t('cleanerOnboarding.rate.heading')}
        hint={t('cleanerOnboarding.rate.description')}
      >
        <p aria-hidden className="font-bold text-3xl text-foreground tabular-nums tracking-tight">
          {t('cleanerOnboarding.rate.perHour', { amount: money(rate) })}
        </p>
        <div className="flex flex-col gap-1">
          <RateSlider
            value={rate}
            min={HOURLY_RATE_MIN}
            max={HOURLY_RATE_MAX}
            step={ONBOARDING_HOURLY_RATE_STEP}
            label={t('cleanerOnboarding.rate.slider')}
            valueText={t('cleanerOnboarding.rate.perHour', { amount: money(rate) })}
            disabled={save.isPending}
            onValueChange={(value) => {
              setRate(value);
              setRateText(String(value));
              setRateError(null);
            }}
          />
          <div aria-hidden className="flex justify-between text-muted-foreground text-xs tabular-nums">
            <span>{money(HOURLY_RATE_MIN)}</span>
            <span>{money(HOURLY_RATE_MAX)}</span>
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor="onboarding-hourly-rate" className="font-medium text-sm">
            {t('cleanerOnboarding.rate.label')}
            {currency ? ` (${currency})` : null}
          </label>
          <input
            ref={rateInput}
            id="onboarding-hourly-rate"
            type="number"
            inputMode="numeric"
            min={HOURLY_RATE_MIN}
            max={HOURLY_RATE_MAX}
            step={ONBOARDING_HOURLY_RATE_STEP}
            value={rateText}
            disabled={save.isPending}
            aria-invalid={rateError ? true : undefined}
            aria-describedby={rateError ? 'onboarding-hourly-rate-error' : 'onboarding-hourly-rate-hint'}
            onChange={(event) => onRateText(event.target.value)}
            onBlur={onRateBlur}
            className="flex h-12 w-32 rounded-xl border border-input bg-card px-4 text-base text-foreground tabular-nums shadow-xs transition-[border-color,box-shadow] focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/20 disabled:opacity-60 aria-invalid:border-destructive"
          />
          {rateError ? (
            <p id="onboarding-hourly-rate-error" className="font-medium text-destructive-text text-sm">
              {rateError}
            </p>
          ) : (
            <p id="onboarding-hourly-rate-hint" className="text-muted-foreground text-xs">
              {t('cleanerOnboarding.rate.range', bounds)}
            </p>
          )}
        </div>
      </PageSection>

      <PageSection
        level={3}
        className="gap-4"
        heading={t('cleanerOnboarding.availability.heading')}
        hint={t('cleanerOnboarding.availability.description')}
      >
        <WeeklyAvailabilityEditor
          value={slots}
          onChange={onSlotsChange}
          emptyMessage={t('cleanerOnboarding.availability.empty')}
          emptyInvalid={emptyRefused}
          disabled={save.isPending}
          headingLevel="h4"
        />
      </PageSection>

      <WizardFooter step={2} onBack={onBack} pending={save.isPending} />
    </form>
  );
}
