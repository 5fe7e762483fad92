import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface DetailItemProps {
  label: string;
  /** Takes the whole row of the grid. */
  wide?: boolean;
  children: ReactNode;
}

/** One fact of a booking in a `<dl>` grid: a small muted label over its value. */
export function DetailItem({ label, wide, children }: DetailItemProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', wide && 'col-span-full')}>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

interface PriceRowProps {
  label: string;
  value: string;
  /** `item`: an indented line under a total (an add-on); `muted`: a side figure; `strong`: a total. */
  variant?: 'item' | 'muted' | 'strong';
  className?: string;
}

/** A label and an amount on one line of a price `<dl>`. */
export function PriceRow({ label, value, variant, className }: PriceRowProps) {
  const strong = variant === 'strong';
  return (
    <div className={cn('flex items-baseline justify-between gap-3', className)}>
      <dt
        className={cn(
          variant === 'item' && 'pl-3 text-muted-foreground',
          variant === 'muted' && 'text-muted-foreground',
          strong && 'font-semibold text-base',
        )}
      >
        {label}
      </dt>
      <dd
        className={cn(
          'text-right tabular',
          strong ? 'font-bold text-base' : 'font-medium',
          variant === 'muted' && 'text-muted-foreground',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

interface DetailSectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  /** Beside the heading, on its right (a badge). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled part of a booking's detail (price, payment, people). */
export function DetailSection({ id, title, aside, className, children }: DetailSectionProps) {
  const heading = (
    <h3 id={id} className="font-semibold">
      {title}
    </h3>
  );
  return (
    <section aria-labelledby={id} className={cn('flex flex-col gap-2', className)}>
      {aside ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
