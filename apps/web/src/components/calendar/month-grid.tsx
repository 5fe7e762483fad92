import type { ReactNode, RefObject } from 'react';
import { monthGrid, weekdayNames } from '@/lib/calendar-dates';

interface MonthGridProps {
  /** 'YYYY-MM'. */
  month: string;
  /** 0 = Sunday (Canada), 1 = Monday (Portugal). */
  weekStartsOn: 0 | 1;
  /** The ids of what names the grid (the calendar's label and the month's title). */
  labelledBy: string;
  gridRef: RefObject<HTMLTableElement | null>;
  /** The chosen date, announced as selected. */
  selected: string | null;
  /** The days are still loading. */
  busy?: boolean;
  /** The day's button (one tab stop: the others get tabIndex -1). */
  renderDay: (date: string) => ReactNode;
}

/**
 * A month as a table with the ARIA grid role: weekday names (short, with the long one as `abbr`) over
 * one row a week, padding cells before the 1st and after the last day.
 */
export function MonthGrid({
  month,
  weekStartsOn,
  labelledBy,
  gridRef,
  selected,
  busy,
  renderDay,
}: MonthGridProps) {
  return (
    <table
      ref={gridRef}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid pattern on a table keeps its row and column semantics
      role="grid"
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      className="w-full table-fixed"
    >
      <thead>
        <tr>
          {weekdayNames(weekStartsOn).map((name) => (
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
        {monthGrid(month, weekStartsOn).map((week) => (
          <tr key={week.find(Boolean) ?? ''}>
            {week.map((date, i) => {
              if (!date) {
                // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have nothing else to key on
                return <td key={i} />;
              }
              const isSelected = date === selected;
              return (
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: grid cells of the ARIA grid; the button inside takes focus
                // biome-ignore lint/a11y/useFocusableInteractive: the button inside is the focusable element (roving tabindex)
                <td key={date} role="gridcell" aria-selected={isSelected} className="p-0.5 text-center">
                  {renderDay(date)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The day button's base look: a round 44 px target with the day number. */
export const DAY_BUTTON_CLASS =
  'tabular mx-auto flex size-11 items-center justify-center rounded-full font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2';
