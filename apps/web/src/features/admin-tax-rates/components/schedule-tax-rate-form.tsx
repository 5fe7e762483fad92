import type { AdminTaxRateBody } from '@limpa/contracts';
import {
  isTaxCodeAllowed,
  PORTUGUESE_TAX_REGIONS,
  TAX_CODES,
  TAX_COUNTRIES,
  type TaxCode,
  type TaxCountry,
} from '@limpa/domain/tax';
import type { TFunction } from 'i18next';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '@/components/forms/labelled-select';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DateInput } from '@/components/ui/date-input';
import { ErrorText } from '@/components/ui/error-text';
import { FormField } from '@/components/ui/form-field';
import { errorDescription } from '@/lib/errors';
import { provincesByName } from '@/lib/province-names';
import { useScheduleTaxRate } from '../api/schedule-tax-rate';
import { placeName, rateFromPercent } from '../tax-rate-text';

/** The select's value for "the whole country" (region null). */
const WHOLE = '';

/** A country's places: Portugal's regions in their order, all of Canada then its provinces by name. */
const regionsOf = (country: TaxCountry, t: TFunction, language: string): (string | null)[] =>
  country === 'portugal'
    ? [...PORTUGUESE_TAX_REGIONS]
    : [null, ...provincesByName(t, language).map((p) => p.code)];
const codesOf = (country: TaxCountry, region: string | null): TaxCode[] =>
  TAX_CODES.filter((code) => isTaxCodeAllowed(country, region, code));

/**
 * Schedules a new rate: a place, one of the taxes levied there, a percentage and the day it takes effect
 * (today or later; the server judges, decision 074). Choosing a place offers only its taxes.
 */
export function ScheduleTaxRateForm({ today }: { today: string }) {
  const { t, i18n } = useTranslation();
  const ids = { heading: useId(), rate: useId(), date: useId() };
  const schedule = useScheduleTaxRate();
  const [country, setCountry] = useState<TaxCountry>('portugal');
  const [region, setRegion] = useState<string | null>('mainland');
  const [code, setCode] = useState<TaxCode>('IVA');
  const [percent, setPercent] = useState('');
  const [effectiveFrom, setEffectiveFrom] = useState(today);
  const [rateError, setRateError] = useState<string>();

  const choosePlace = (nextCountry: TaxCountry, nextRegion: string | null) => {
    setCountry(nextCountry);
    setRegion(nextRegion);
    const codes = codesOf(nextCountry, nextRegion);
    if (!codes.includes(code)) setCode(codes[0] ?? 'IVA');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rate = rateFromPercent(percent);
    setRateError(rate === null ? t('adminTaxRates.form.rateInvalid') : undefined);
    if (rate === null) return;
    const body: AdminTaxRateBody = { country, region, code, rate, effectiveFrom };
    schedule.mutate(body, { onSuccess: () => setPercent('') });
  };

  return (
    <Card aria-labelledby={ids.heading} role="region">
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <h2 id={ids.heading} className="font-semibold text-lg">
            {t('adminTaxRates.form.title')}
          </h2>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            <LabelledSelect
              label={t('adminTaxRates.form.country')}
              value={country}
              onChange={(value) => {
                const next = value as TaxCountry;
                choosePlace(next, regionsOf(next, t, i18n.language)[0] ?? null);
              }}
            >
              {TAX_COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {t(`adminTaxRates.countries.${c}`)}
                </option>
              ))}
            </LabelledSelect>
            <LabelledSelect
              label={t('adminTaxRates.form.region')}
              value={region ?? WHOLE}
              onChange={(value) => choosePlace(country, value === WHOLE ? null : value)}
            >
              {regionsOf(country, t, i18n.language).map((r) => (
                <option key={r ?? WHOLE} value={r ?? WHOLE}>
                  {placeName(t, { country, region: r })}
                </option>
              ))}
            </LabelledSelect>
            <LabelledSelect
              label={t('adminTaxRates.form.tax')}
              value={code}
              onChange={(value) => setCode(value as TaxCode)}
            >
              {codesOf(country, region).map((c) => (
                <option key={c} value={c}>
                  {t(`adminTaxRates.codes.${c}`)}
                </option>
              ))}
            </LabelledSelect>
            <TextField
              id={ids.rate}
              label={t('adminTaxRates.form.rate')}
              hint={t('adminTaxRates.form.rateHint')}
              inputMode="decimal"
              autoComplete="off"
              value={percent}
              onChange={(event) => setPercent(event.target.value)}
              error={rateError}
            />
            <FormField
              id={ids.date}
              label={t('adminTaxRates.form.from')}
              hint={t('adminTaxRates.form.fromHint')}
            >
              {(control) => (
                <DateInput
                  {...control}
                  min={today}
                  value={effectiveFrom}
                  onChange={(event) => setEffectiveFrom(event.target.value)}
                  required
                />
              )}
            </FormField>
          </div>
          {schedule.isError ? <ErrorText role="alert">{errorDescription(schedule.error)}</ErrorText> : null}
          <Button type="submit" className="self-start" disabled={schedule.isPending}>
            {t('adminTaxRates.form.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
