import type { Booking } from '@limpa/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

/** Which booking a screen's detail dialog shows: the one in `?booking=<id>`, or none (closed). */
export interface OpenBookingProps {
  bookingId: string | null;
  onClose: () => void;
}

interface BookingDetailDialogProps extends OpenBookingProps {
  closeLabel: string;
  className?: string;
  /** The screen's own query of one booking (a hook), run while the dialog is open. */
  useBooking: (bookingId: string) => UseQueryResult<Booking>;
  texts: BookingDetailTexts;
  /** Keeps the failure's explanation for screen readers only. */
  quietFailureBody?: boolean;
  /** The booking's detail, once loaded. */
  children: (booking: Booking) => ReactNode;
}

/**
 * The dialog around one booking's full detail, scrolling when taller than the screen: a titled skeleton while
 * the screen's query loads, a titled message when it failed or the booking is gone, then the detail.
 */
export function BookingDetailDialog({
  bookingId,
  onClose,
  closeLabel,
  className,
  ...detail
}: BookingDetailDialogProps) {
  return (
    <Dialog open={bookingId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={closeLabel}
        className={cn('max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto p-0', className)}
      >
        {bookingId ? <LoadedBooking bookingId={bookingId} {...detail} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function LoadedBooking({
  bookingId,
  useBooking,
  ...rest
}: Omit<BookingDetailDialogProps, keyof OpenBookingProps | 'closeLabel' | 'className'> & {
  bookingId: string;
}) {
  return <BookingDetailQuery query={useBooking(bookingId)} {...rest} />;
}

export interface BookingDetailTexts {
  loading: string;
  loadingBody: string;
  notFound: string;
  notFoundBody: string;
  loadFailed: string;
  loadFailedBody: string;
  /** Offers "Try again" after a failure when given. */
  retry?: string;
}

interface BookingDetailQueryProps {
  query: UseQueryResult<Booking>;
  texts: BookingDetailTexts;
  /** Keeps the failure's explanation for screen readers only. */
  quietFailureBody?: boolean;
  children: (booking: Booking) => ReactNode;
}

/** The detail once loaded; before that a titled skeleton, and a titled message when it failed or is gone. */
function BookingDetailQuery({ query, texts, quietFailureBody, children }: BookingDetailQueryProps) {
  if (query.data) return children(query.data);

  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="flex flex-col items-start gap-2 p-6 pr-14">
        <DialogTitle>{missing ? texts.notFound : texts.loadFailed}</DialogTitle>
        <DialogDescription className={!missing && quietFailureBody ? 'sr-only' : undefined}>
          {missing ? texts.notFoundBody : texts.loadFailedBody}
        </DialogDescription>
        {missing || !texts.retry ? null : (
          <Button variant="outline" size="sm" className="mt-1" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4 p-6">
      <DialogTitle className="sr-only">{texts.loading}</DialogTitle>
      <DialogDescription className="sr-only">{texts.loadingBody}</DialogDescription>
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-4 w-56" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

interface BookingDetailHeaderProps {
  badges: ReactNode;
  title: ReactNode;
  /** The dialog's description: when (and what) the booking is. */
  summary: ReactNode;
  note?: ReactNode;
}

/** The top of a booking's detail: status badges, title, when, and a note under them. */
export function BookingDetailHeader({ badges, title, summary, note }: BookingDetailHeaderProps) {
  return (
    <header className="flex flex-col gap-2 border-border/70 border-b p-6 pr-14">
      {badges}
      <DialogTitle className="text-xl">{title}</DialogTitle>
      <DialogDescription className="flex items-center gap-1.5 font-medium text-foreground tabular">
        {summary}
      </DialogDescription>
      {note ? <p className="text-muted-foreground text-xs">{note}</p> : null}
    </header>
  );
}
