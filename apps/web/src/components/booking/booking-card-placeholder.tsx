import type { ReactNode } from 'react';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * A booking card while it loads: the frame and the heading every booking card has (service and time on the
 * left, the status badge on the right); `children` stand for what the card shows below it.
 */
export function BookingCardPlaceholder({ children }: { children: ReactNode }) {
  return (
    <div
      aria-hidden
      className="flex flex-col gap-3 rounded-2xl border border-border/70 bg-card p-4 shadow-card"
    >
      <div className="flex justify-between">
        <SkeletonBars className="flex flex-col gap-2" bars={['h-5 w-36', 'h-4 w-52']} />
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      {children}
    </div>
  );
}
