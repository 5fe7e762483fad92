import { addDays } from '@limpa/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  formatCalendarDate,
  formatMonth,
  monthGrid,
  monthOf,
  shiftMonths,
  weekBounds,
  weekdayNames,
} from '../calendar-dates';

interface BookingCalendarProps {
  /** The chosen date, 'YYYY-MM-DD' local to the address. */
  value: string | null;
  onChange: (date: string) => void;
  /** Today at the address: earlier dates are disabled. */
  minDate: string;
  /** 0 = Sunday (Canada), 1 = Monday (Portugal). */
  weekStartsOn: 0 | 1;
}

/**
 * A month grid (ARIA grid pattern): one tab stop, arrow keys move by day and week, Home/End to the
 * week's ends, Page Up/Down by month (with Shift by year); past dates are announced as unavailable.
 */
export function BookingCalendar({ value, onChange, minDate, weekStartsOn }: BookingCalendarProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const labelId = useId();
  const [focused, setFocused] = useState(() => (value && value >= minDate ? value : minDate));
  const [month, setMonth] = useState(() => monthOf(value && value >= minDate ? value : minDate));
  const moveFocusAfterRender = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);

  // A date chosen elsewhere (or reset) brings its month into view.
  useEffect(() => {
    if (value) {
      setFocused(value);
      setMonth(monthOf(value));
    }
  }, [value]);

  useLayoutEffect(() => {
    if (!moveFocusAfterRender.current) return;
    moveFocusAfterRender.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const clamp = (date: string) => (date < minDate ? minDate : date);

  const focusDate = (date: string) => {
    const next = clamp(date);
    if (next === focused) return;
    moveFocusAfterRender.current = true;
    setFocused(next);
    setMonth(monthOf(next));
  };

  const showMonth = (delta: number) => {
    const next = clamp(shiftMonths(focused, delta));
    setFocused(next);
    setMonth(monthOf(next));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const next = keyboardTarget(event.key, event.shiftKey, date, weekStartsOn);
    if (next === null) return;
    event.preventDefault();
    focusDate(next);
  };

  const weeks = monthGrid(month, weekStartsOn);
  const names = weekdayNames(weekStartsOn);
  const canGoBack = month > monthOf(minDate);

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-3 shadow-xs sm:p-4">
      <span id={labelId} className="sr-only">
        {t('bookingWizard.dateTime.calendarLabel')}
      </span>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => showMonth(-1)}
          disabled={!canGoBack}
          aria-label={t('bookingWizard.dateTime.previousMonth')}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <h3 id={titleId} aria-live="polite" className="font-semibold text-base">
          {formatMonth(month)}
        </h3>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => showMonth(1)}
          aria-label={t('bookingWizard.dateTime.nextMonth')}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid pattern on a table keeps its row and column semantics
        role="grid"
        aria-labelledby={`${labelId} ${titleId}`}
        className="w-full table-fixed"
      >
        <thead>
          <tr>
            {names.map((name) => (
              <th
                key={name.long}
                scope="col"
                abbr={name.long}
                className="pb-1 font-medium text-muted-foreground text-xs"
              >
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, i) => {
                if (!date) {
                  // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have nothing else to key on
                  return <td key={i} />;
                }
                const past = date < minDate;
                const selected = date === value;
                const isToday = date === minDate;
                return (
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: grid cells of the ARIA grid; the button inside takes focus
                  // biome-ignore lint/a11y/useFocusableInteractive: the button inside is the focusable element (roving tabindex)
                  <td key={date} role="gridcell" aria-selected={selected} className="p-0.5 text-center">
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={formatCalendarDate(date)}
                      aria-disabled={past || undefined}
                      aria-current={isToday ? 'date' : undefined}
                      onClick={() => {
                        if (past) return;
                        setFocused(date);
                        onChange(date);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      className={cn(
                        'tabular mx-auto flex size-11 items-center justify-center rounded-full font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
                        past && 'cursor-not-allowed text-muted-foreground/45',
                        !past && !selected && 'hover:bg-brand-50',
                        isToday && !selected && 'text-brand-700 ring-1 ring-brand-300',
                        selected && 'bg-primary text-primary-foreground shadow-sm',
                      )}
                    >
                      {Number(date.slice(8, 10))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Where a key moves the focus from `date` (ARIA grid keys), or null for other keys. */
function keyboardTarget(key: string, shift: boolean, date: string, weekStartsOn: 0 | 1): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return weekBounds(date, weekStartsOn).start;
    case 'End':
      return weekBounds(date, weekStartsOn).end;
    case 'PageUp':
      return shiftMonths(date, shift ? -12 : -1);
    case 'PageDown':
      return shiftMonths(date, shift ? 12 : 1);
    default:
      return null;
  }
}
