import { CalendarDays, MapPin, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface BookingCardHeadingProps {
  /** The title's id (the card is labelled by it). */
  id: string;
  title: string;
  /** "Mon, Nov 23 at 10:00", local to the address. */
  when: string;
  /** Status badges, on the right. */
  badges: ReactNode;
}

/** The top of a booking card: service, local date and time, and the status on the right. */
export function BookingCardHeading({ id, title, when, badges }: BookingCardHeadingProps) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="flex min-w-0 flex-col gap-1">
        <h3 id={id} className="font-semibold leading-tight">
          {title}
        </h3>
        <p className="flex items-center gap-1.5 text-muted-foreground text-sm tabular">
          <CalendarDays aria-hidden className="size-4 shrink-0" />
          {when}
        </p>
      </div>
      {badges}
    </div>
  );
}

/** "Customer: Ana Silva" with a person icon (the label is for screen readers). */
export function CustomerLine({ label, name }: { label: string; name: string }) {
  return (
    <p className="flex items-center gap-1.5">
      <UserRound aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      <span className="sr-only">{label}: </span>
      <span className="truncate font-medium">{name}</span>
    </p>
  );
}

/** "Address: Rua Augusta 100, …" with a pin (the label is for screen readers). */
export function AddressLine({ label, address }: { label?: string; address: string }) {
  return (
    <p className="flex items-start gap-1.5 text-muted-foreground">
      <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
      {label ? <span className="sr-only">{label}: </span> : null}
      <span className="min-w-0">{address}</span>
    </p>
  );
}

/** One figure of a card's money strip: a small label over a bold amount. */
export function CardFigure({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className={cn('font-semibold tabular', className)}>{children}</dd>
    </div>
  );
}
