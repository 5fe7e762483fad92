import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthCalendar } from '@/components/calendar/month-calendar';
import { DAY_BUTTON_CLASS } from '@/components/calendar/month-grid';
import { formatCalendarDate, keyboardTarget, monthOf, shiftMonths } from '@/lib/calendar-dates';
import { cn } from '@/lib/cn';
import '@/lib/strings/booking';

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

  const canGoBack = month > monthOf(minDate);

  return (
    <MonthCalendar
      className="rounded-2xl border border-border bg-card p-3 shadow-xs sm:p-4"
      label={t('booking.slots.calendarLabel')}
      month={month}
      headingAs="h3"
      onShowMonth={showMonth}
      previousLabel={t('booking.slots.previousMonth')}
      nextLabel={t('booking.slots.nextMonth')}
      previousDisabled={!canGoBack}
      weekStartsOn={weekStartsOn}
      gridRef={gridRef}
      selected={value}
      renderDay={(date) => {
        const past = date < minDate;
        const selected = date === value;
        const isToday = date === minDate;
        return (
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
              DAY_BUTTON_CLASS,
              past && 'cursor-not-allowed text-muted-foreground/45',
              !past && !selected && 'hover:bg-brand-50',
              isToday && !selected && 'text-brand-700 ring-1 ring-brand-300',
              selected && 'bg-primary text-primary-foreground shadow-sm',
            )}
          >
            {Number(date.slice(8, 10))}
          </button>
        );
      }}
    />
  );
}
