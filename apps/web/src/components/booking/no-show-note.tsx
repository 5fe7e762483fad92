import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { helpLink } from '@/lib/help-link';

interface NoShowNoteProps {
  /** What a late cancellation or no-show left on the booking, worded for the side reading it. */
  children: ReactNode;
  bookingId: string;
  /** The contest link's words, given only to the reported side. */
  contestLabel?: string;
}

/** The note a late cancellation or a no-show leaves on a booking, for its customer and its cleaner alike. */
export function NoShowNote({ children, bookingId, contestLabel }: NoShowNoteProps) {
  return (
    <div className="flex flex-col items-start gap-2 rounded-xl bg-status-pending-bg p-3 text-sm text-status-pending">
      <p className="flex gap-2">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        {children}
      </p>
      {contestLabel ? (
        // The reported side contests in the help desk, with this booking named.
        <Link
          to={helpLink({ topic: 'booking', bookingId })}
          className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
        >
          {contestLabel}
        </Link>
      ) : null}
    </div>
  );
}
