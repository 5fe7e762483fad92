import { type ReactNode, type RefObject, useId } from 'react';
import { MonthGrid } from '@/components/calendar/month-grid';
import { MonthHeader } from '@/components/calendar/month-header';
import { formatMonth } from '@/lib/calendar-dates';
import { cn } from '@/lib/cn';

interface MonthCalendarProps {
  /** What the grid is, said before the month's name ("Choose a date", "Your jobs"). */
  label: string;
  /** The month shown, 'YYYY-MM'. */
  month: string;
  headingAs: 'h2' | 'h3';
  /** Shows the month `delta` months away (-1 or 1). */
  onShowMonth: (delta: number) => void;
  previousLabel: string;
  nextLabel: string;
  previousDisabled?: boolean;
  /** 0 = Sunday (Canada), 1 = Monday (Portugal). */
  weekStartsOn: 0 | 1;
  gridRef: RefObject<HTMLTableElement | null>;
  selected: string | null;
  busy?: boolean;
  renderDay: (date: string) => ReactNode;
  className?: string;
  /** Shown under the grid (a legend). */
  children?: ReactNode;
}

/**
 * A month's header and grid, the grid named by a hidden label and the month's title together: the frame the
 * booking calendar and the cleaner's job calendar share. Each keeps its own days, focus and keys.
 */
export function MonthCalendar({
  label,
  month,
  headingAs,
  onShowMonth,
  previousLabel,
  nextLabel,
  previousDisabled,
  weekStartsOn,
  gridRef,
  selected,
  busy,
  renderDay,
  className,
  children,
}: MonthCalendarProps) {
  const titleId = useId();
  const labelId = useId();
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <span id={labelId} className="sr-only">
        {label}
      </span>
      <MonthHeader
        titleId={titleId}
        title={formatMonth(month)}
        headingAs={headingAs}
        onPrevious={() => onShowMonth(-1)}
        onNext={() => onShowMonth(1)}
        previousLabel={previousLabel}
        nextLabel={nextLabel}
        previousDisabled={previousDisabled}
      />
      <MonthGrid
        month={month}
        weekStartsOn={weekStartsOn}
        labelledBy={`${labelId} ${titleId}`}
        gridRef={gridRef}
        selected={selected}
        busy={busy}
        renderDay={renderDay}
      />
      {children}
    </div>
  );
}
