import type { CurrencyAmount } from '@limpa/contracts';
import { numberFormat } from '@limpa/domain';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { formatLocale } from '@/lib/locale';

interface StatCardProps {
  label: string;
  icon: LucideIcon;
  /** The figure; null while loading (a skeleton). */
  children: ReactNode | null;
  hint?: string;
  tone?: 'default' | 'pending' | 'confirmed' | 'failed';
}

const TONE: Record<NonNullable<StatCardProps['tone']>, string> = {
  default: 'bg-brand-50 text-brand-700',
  pending: 'status-pending',
  confirmed: 'status-confirmed',
  failed: 'status-failed',
};

/** One live figure: a label, an icon and the value (a count or amounts per currency). */
export function StatCard({ label, icon: Icon, children, hint, tone = 'default' }: StatCardProps) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      {/* The term is the card's own child: a <dl> groups each term and value in one <div> (the card), no deeper. */}
      <dt className="flex items-start justify-between gap-2">
        <span className="font-medium text-muted-foreground text-sm">{label}</span>
        <span
          aria-hidden
          className={cn('flex size-8 shrink-0 items-center justify-center rounded-xl', TONE[tone])}
        >
          <Icon className="size-4" />
        </span>
      </dt>
      <dd className="flex min-h-8 flex-col justify-end gap-1">
        {children === null ? <Skeleton className="h-7 w-20" /> : children}
        {hint ? <span className="text-muted-foreground text-xs">{hint}</span> : null}
      </dd>
    </Card>
  );
}

/** A count in a stat card. */
export function StatCount({ value }: { value: number }) {
  return (
    <span className="font-bold text-2xl tabular tracking-tight">
      {numberFormat(formatLocale()).format(value)}
    </span>
  );
}

/**
 * Money per currency (never summed across currencies: docs/product-rules.md#money), or `empty` when there is
 * none.
 */
export function StatAmounts({ amounts, empty }: { amounts: CurrencyAmount[]; empty: string }) {
  if (amounts.length === 0) {
    return <span className="font-bold text-2xl text-muted-foreground tabular">{empty}</span>;
  }
  return (
    <ul className="flex flex-col gap-0.5">
      {amounts.map(({ currency, amountCents }) => (
        <li key={currency} className="flex items-baseline gap-1.5">
          <span
            className={cn('font-bold tabular tracking-tight', amounts.length > 1 ? 'text-lg' : 'text-2xl')}
          >
            {formatMoney(amountCents, currency)}
          </span>
          <span className="font-medium text-muted-foreground text-xs">{currency}</span>
        </li>
      ))}
    </ul>
  );
}
