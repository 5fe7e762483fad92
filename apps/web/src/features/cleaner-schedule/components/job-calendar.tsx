import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthCalendar } from '@/components/calendar/month-calendar';
import { DAY_BUTTON_CLASS } from '@/components/calendar/month-grid';
import { formatCalendarDate, keyboardTarget, monthOf, shiftMonths } from '@/lib/calendar-dates';
import { cn } from '@/lib/cn';

interface JobCalendarProps {
  /** The month shown, 'YYYY-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  /** The selected day, 'YYYY-MM-DD'. */
  selected: string;
  onSelect: (date: string) => void;
  /** Today in the cleaner's time zone. */
  today: string;
  /** 0 = Sunday (Canada), 1 = Monday (Portugal). */
  weekStartsOn: 0 | 1;
  /** Jobs per date of the shown month; undefined while they load. */
  counts: ReadonlyMap<string, number> | undefined;
}

/**
 * A month grid (ARIA grid pattern) marking the days that have jobs: one tab stop, arrow keys by day and
 * week, Home/End to the week's ends, Page Up/Down by month (with Shift by year), Enter or Space selects.
 * Each day with jobs has a dot and says how many ("Friday, November 13, 2026, 3 jobs").
 */
export function JobCalendar({
  month,
  onMonthChange,
  selected,
  onSelect,
  today,
  weekStartsOn,
  counts,
}: JobCalendarProps) {
  const { t } = useTranslation();
  const [focused, setFocused] = useState<string | null>(null);
  const moveFocusAfterRender = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);

  // The roving tab stop stays inside the shown month: the last focused day, else the selected one, else
  // today, else the 1st.
  const inMonth = (date: string) => monthOf(date) === month;
  const tabStop = [focused, selected, today].find((date) => date !== null && inMonth(date)) ?? `${month}-01`;

  useLayoutEffect(() => {
    if (!moveFocusAfterRender.current) return;
    moveFocusAfterRender.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${tabStop}"]`)?.focus();
  });

  const focusDate = (date: string) => {
    moveFocusAfterRender.current = true;
    setFocused(date);
    if (!inMonth(date)) onMonthChange(monthOf(date));
  };

  const showMonth = (delta: number) => {
    const next = shiftMonths(tabStop, delta);
    setFocused(next);
    onMonthChange(monthOf(next));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const next = keyboardTarget(event.key, event.shiftKey, date, weekStartsOn);
    if (next === null) return;
    event.preventDefault();
    focusDate(next);
  };

  return (
    <MonthCalendar
      label={t('cleanerSchedule.calendar.label')}
      month={month}
      headingAs="h2"
      onShowMonth={showMonth}
      previousLabel={t('cleanerSchedule.calendar.previousMonth')}
      nextLabel={t('cleanerSchedule.calendar.nextMonth')}
      weekStartsOn={weekStartsOn}
      gridRef={gridRef}
      selected={selected}
      busy={counts === undefined}
      renderDay={(date) => {
        const count = counts?.get(date) ?? 0;
        const isSelected = date === selected;
        const isToday = date === today;
        const label = formatCalendarDate(date);
        return (
          <button
            type="button"
            data-date={date}
            tabIndex={date === tabStop ? 0 : -1}
            aria-label={count > 0 ? t('cleanerSchedule.calendar.dayWithJobs', { date: label, count }) : label}
            aria-current={isToday ? 'date' : undefined}
            onClick={() => {
              setFocused(date);
              onSelect(date);
            }}
            onFocus={() => setFocused(date)}
            onKeyDown={(event) => onKeyDown(event, date)}
            className={cn(
              DAY_BUTTON_CLASS,
              'relative flex-col',
              !isSelected && 'hover:bg-brand-50',
              count > 0 && !isSelected && 'bg-brand-50 font-semibold text-brand-800',
              isToday && !isSelected && 'ring-2 ring-brand-400 ring-inset',
              isSelected && 'bg-primary text-primary-foreground shadow-sm',
            )}
          >
            <span>{Number(date.slice(8, 10))}</span>
            {count > 0 ? (
              <span
                aria-hidden
                className={cn(
                  'absolute bottom-1.5 size-1.5 rounded-full',
                  isSelected ? 'bg-primary-foreground' : 'bg-brand-600',
                )}
              />
            ) : null}
          </button>
        );
      }}
    >
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-xs" aria-hidden>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-1.5 rounded-full bg-brand-600" />
          {t('cleanerSchedule.calendar.legendJobs')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-full ring-2 ring-brand-400 ring-inset" />
          {t('cleanerSchedule.calendar.legendToday')}
        </span>
      </p>
    </MonthCalendar>
  );
}
