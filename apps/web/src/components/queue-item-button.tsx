import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One row of an admin queue as a button that opens the item: its facts stacked on a phone, in columns from
 * md; `label` is the button's accessible name, as the facts alone read poorly in a row.
 */
export function QueueItemButton({
  label,
  onOpen,
  children,
}: {
  label: string;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      className="flex min-h-16 w-full items-center gap-3 rounded-2xl border border-border/70 bg-card px-4 py-3 text-left shadow-card transition-colors hover:bg-brand-50/50 focus-visible:bg-brand-50/50"
    >
      <span className="flex min-w-0 flex-1 flex-col gap-1 md:flex-row md:items-center md:gap-4">
        {children}
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
    </button>
  );
}
