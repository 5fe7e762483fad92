import { EARLIEST_START_MAX_HOURS, EARLIEST_START_MIN_HOURS } from '@limpa/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '@/components/ui/error-text';
import { Input } from '@/components/ui/input';

/** The typed hours as the setting, or null while they are not a whole number within the bounds. */
export function parseEarliestStart(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const hours = Number(text.trim());
  return hours >= EARLIEST_START_MIN_HOURS && hours <= EARLIEST_START_MAX_HOURS ? hours : null;
}

/** How many hours ahead a new booking may start at the earliest: a whole number, checked as typed. */
export function EarliestStartField({
  value,
  disabled,
  onChange,
}: {
  value: string;
  disabled: boolean;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const invalid = parseEarliestStart(value) === null;
  const bounds = { min: EARLIEST_START_MIN_HOURS, max: EARLIEST_START_MAX_HOURS };
  return (
    <div className="flex flex-col gap-2 border-border/70 border-b py-4 first:pt-0 last:border-b-0 last:pb-0">
      <div className="flex items-center justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={id} className="font-semibold">
            {t('adminConsole.settings.earliestStart')}
          </label>
          <p id={hintId} className="text-muted-foreground text-sm">
            {t('adminConsole.settings.earliestStartHint', bounds)}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={bounds.min}
            max={bounds.max}
            step={1}
            className="w-20 text-right"
            value={value}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => onChange(event.target.value)}
          />
          <span className="text-muted-foreground text-sm">{t('adminConsole.settings.hours')}</span>
        </div>
      </div>
      {invalid ? (
        <ErrorText id={errorId}>{t('adminConsole.settings.earliestStartInvalid', bounds)}</ErrorText>
      ) : null}
    </div>
  );
}
