import type { Booking } from '@limpa/contracts';
import { dateTimeFormat } from '@limpa/domain';
import { formatMoney } from '@/lib/format';
import { formatLocale } from '@/lib/locale';

type Charge = Booking['charges'][number];

interface ChargesListProps {
  booking: Pick<Booking, 'charges' | 'currency' | 'timeZone'>;
  /** "Card charge", "Overtime", "Refund"… */
  kindLabel: (kind: Charge['kind']) => string;
  /** "Processing", "Succeeded", "Failed". */
  statusLabel: (status: Charge['status']) => string;
  /** Refunds show as "−€20.00" rather than "€20.00". */
  signRefunds?: boolean;
}

/** Each charge on the customer's card (first charge, overtime, refund) with its date and outcome. */
export function ChargesList({ booking, kindLabel, statusLabel, signRefunds = false }: ChargesListProps) {
  const day = dateTimeFormat(formatLocale(), { dateStyle: 'medium', timeZone: booking.timeZone });
  return (
    <ul className="flex flex-col divide-y divide-border/70 rounded-xl border border-border/70 text-sm">
      {booking.charges.map((charge) => (
        <li
          key={`${charge.kind}-${charge.createdAt}-${charge.reference ?? ''}`}
          className="flex items-center justify-between gap-3 px-3 py-2"
        >
          <span className="flex min-w-0 flex-col">
            <span className="font-medium">{kindLabel(charge.kind)}</span>
            <span className="text-muted-foreground text-xs">
              {day.format(new Date(charge.createdAt))}
              {' · '}
              <span className={charge.status === 'failed' ? 'font-medium text-status-failed' : undefined}>
                {statusLabel(charge.status)}
              </span>
            </span>
          </span>
          <span className="font-semibold tabular">
            {signRefunds && charge.kind === 'refund' ? '−' : ''}
            {formatMoney(signRefunds ? Math.abs(charge.amountCents) : charge.amountCents, booking.currency)}
          </span>
        </li>
      ))}
    </ul>
  );
}
