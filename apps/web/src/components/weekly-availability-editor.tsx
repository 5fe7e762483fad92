import { DEFAULT_AVAILABILITY_SLOT } from '@limpa/domain';
import { CopyPlus, Plus, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import {
  newSlotId,
  type SlotProblem,
  WEEKDAY_KEYS,
  type WeeklySlot,
  weeklySlotProblems,
} from '@/lib/weekly-slots';
import '@/lib/strings/weekly-availability';
import { ErrorText } from '@/components/ui/error-text';

/**
 * The weekly time-slot editor shared by the cleaner onboarding wizard (step 2) and the cleaner
 * profile page: one group per weekday (Sunday to Saturday), each with its slots (start and end
 * `type="time"`), "Add slot" (09:00–17:00), remove, and "Copy to All" (that day's slots to every
 * day). Problems from the domain's `validateAvailability` show live under the slot they concern.
 */

interface WeeklyAvailabilityEditorProps {
  value: WeeklySlot[];
  onChange: (slots: WeeklySlot[]) => void;
  /** Shown above the days while there is no slot at all (e.g. "Add at least one time slot"). */
  emptyMessage?: ReactNode;
  /** Draws `emptyMessage` as an error (after a refused save). */
  emptyInvalid?: boolean;
  disabled?: boolean;
  /** The level of the weekday headings, one below the section that holds the editor. */
  headingLevel?: 'h3' | 'h4';
  className?: string;
}

export function WeeklyAvailabilityEditor({
  value,
  onChange,
  emptyMessage,
  emptyInvalid = false,
  disabled = false,
  headingLevel: Heading = 'h3',
  className,
}: WeeklyAvailabilityEditorProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const focusables = useRef(new Map<string, HTMLElement>());
  const problems = weeklySlotProblems(value);
  const dayName = (weekday: number) => t(`weeklyAvailability.weekdays.${WEEKDAY_KEYS[weekday] ?? 'sunday'}`);

  // After adding or removing a slot, move focus where the person's next action is.
  useEffect(() => {
    if (focusTarget === null) return;
    focusables.current.get(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const setRef = (key: string) => (element: HTMLElement | null) => {
    if (element) focusables.current.set(key, element);
    else focusables.current.delete(key);
  };

  const addSlot = (weekday: number) => {
    const slot: WeeklySlot = { id: newSlotId(), weekday, ...DEFAULT_AVAILABILITY_SLOT };
    onChange([...value, slot]);
    setFocusTarget(`${slot.id}-start`);
    setAnnouncement(
      t('weeklyAvailability.added', {
        day: dayName(weekday),
        start: slot.startTime,
        end: slot.endTime,
      }),
    );
  };

  const removeSlot = (slot: WeeklySlot) => {
    onChange(value.filter((other) => other.id !== slot.id));
    setFocusTarget(`add-${slot.weekday}`);
    setAnnouncement(t('weeklyAvailability.removed', { day: dayName(slot.weekday) }));
  };

  const updateSlot = (id: string, patch: Partial<Pick<WeeklySlot, 'startTime' | 'endTime'>>) => {
    onChange(value.map((slot) => (slot.id === id ? { ...slot, ...patch } : slot)));
  };

  const copyToAll = (weekday: number) => {
    const source = value.filter((slot) => slot.weekday === weekday);
    const next: WeeklySlot[] = [];
    for (let day = 0; day < WEEKDAY_KEYS.length; day += 1) {
      if (day === weekday) next.push(...source);
      else next.push(...source.map((slot) => ({ ...slot, id: newSlotId(), weekday: day })));
    }
    onChange(next);
    setAnnouncement(t('weeklyAvailability.copied', { day: dayName(weekday) }));
  };

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {value.length === 0 && emptyMessage ? (
        <p
          role={emptyInvalid ? 'alert' : undefined}
          className={cn(
            'rounded-xl px-4 py-3 text-sm',
            emptyInvalid
              ? 'bg-destructive/5 font-medium text-destructive-text'
              : 'bg-muted text-muted-foreground',
          )}
        >
          {emptyMessage}
        </p>
      ) : null}
      {WEEKDAY_KEYS.map((key, weekday) => {
        const daySlots = value.filter((slot) => slot.weekday === weekday);
        const headingId = `${baseId}-${key}`;
        const day = dayName(weekday);
        return (
          <fieldset
            key={key}
            aria-labelledby={headingId}
            className="flex min-w-0 flex-col gap-3 rounded-xl border border-border/80 bg-card p-3 sm:p-4"
          >
            <div className="flex min-h-9 items-center justify-between gap-3">
              <div className="flex min-w-0 items-baseline gap-2">
                <Heading id={headingId} className="font-semibold text-base">
                  {day}
                </Heading>
                {daySlots.length === 0 ? (
                  <span className="text-muted-foreground text-sm">{t('weeklyAvailability.unavailable')}</span>
                ) : null}
              </div>
              <Button
                ref={setRef(`add-${weekday}`)}
                variant="outline"
                size="sm"
                disabled={disabled}
                onClick={() => addSlot(weekday)}
              >
                <Plus aria-hidden />
                {t('weeklyAvailability.addSlot')}
              </Button>
            </div>
            {daySlots.length > 0 ? (
              <ul className="flex flex-col gap-3">
                {daySlots.map((slot, index) => {
                  const problem = problems.get(slot.id);
                  const errorId = problem ? `${baseId}-${slot.id}-error` : undefined;
                  const label = t('weeklyAvailability.slotLabel', { day, number: index + 1 });
                  const invalid = (field: SlotProblem['field']) =>
                    problem?.field === field ? true : undefined;
                  return (
                    <li key={slot.id} className="flex flex-col gap-1.5">
                      <div className="flex items-end gap-2 sm:gap-3">
                        <TimeField
                          id={`${baseId}-${slot.id}-start`}
                          inputRef={setRef(`${slot.id}-start`)}
                          srPrefix={label}
                          label={t('weeklyAvailability.start')}
                          value={slot.startTime}
                          invalid={invalid('startTime')}
                          describedBy={errorId}
                          disabled={disabled}
                          onChange={(startTime) => updateSlot(slot.id, { startTime })}
                        />
                        <TimeField
                          id={`${baseId}-${slot.id}-end`}
                          srPrefix={label}
                          label={t('weeklyAvailability.end')}
                          value={slot.endTime}
                          invalid={invalid('endTime')}
                          describedBy={errorId}
                          disabled={disabled}
                          onChange={(endTime) => updateSlot(slot.id, { endTime })}
                        />
                        <Button
                          variant="ghost"
                          size="icon"
                          className="shrink-0 text-muted-foreground hover:text-destructive-text"
                          aria-label={t('weeklyAvailability.removeSlot', {
                            start: slot.startTime,
                            end: slot.endTime,
                          })}
                          disabled={disabled}
                          onClick={() => removeSlot(slot)}
                        >
                          <X aria-hidden />
                        </Button>
                      </div>
                      {problem ? (
                        <ErrorText id={errorId}>{t(`weeklyAvailability.problems.${problem.code}`)}</ErrorText>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            ) : null}
            {daySlots.length > 0 ? (
              <Button
                variant="ghost"
                size="sm"
                className="self-start text-primary"
                disabled={disabled}
                onClick={() => copyToAll(weekday)}
              >
                <CopyPlus aria-hidden />
                {t('weeklyAvailability.copyToAll')}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

interface TimeFieldProps {
  id: string;
  label: string;
  /** Read before the visible label by screen readers ("Monday, slot 1"). */
  srPrefix: string;
  value: string;
  invalid?: true;
  describedBy?: string;
  disabled: boolean;
  inputRef?: (element: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
}

function TimeField({
  id,
  label,
  srPrefix,
  value,
  invalid,
  describedBy,
  disabled,
  inputRef,
  onChange,
}: TimeFieldProps) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-44">
      <label htmlFor={id} className="font-medium text-muted-foreground text-xs">
        <span className="sr-only">{srPrefix} </span>
        {label}
      </label>
      <Input
        ref={inputRef}
        id={id}
        type="time"
        step={60}
        value={value}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 px-2.5 text-[0.9375rem] tabular-nums"
      />
    </div>
  );
}
