import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useIsMobile } from '@/lib/use-media-query';

export interface AdminColumn {
  label: ReactNode;
  /** Extra classes of the header cell (`text-right` for amounts, `sr-only` contents…). */
  className?: string;
}

interface AdminTableProps {
  /** The table's caption, for screen readers. */
  label: string;
  columns: readonly AdminColumn[];
  /** Below it the table scrolls sideways (e.g. `min-w-[36rem]`). */
  minWidthClass: string;
  /** The body's rows. */
  children: ReactNode;
}

/** An admin table on wide screens: a card that scrolls sideways, a hidden caption, upper-case headings. */
export function AdminTable({ label, columns, minWidthClass, children }: AdminTableProps) {
  return (
    <Card className="overflow-x-auto p-0">
      <table className={cn('w-full border-collapse text-left text-sm', minWidthClass)}>
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr className="border-border border-b text-muted-foreground text-xs uppercase tracking-wide">
            {columns.map((column, i) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                key={i}
                scope="col"
                className={cn(
                  'py-3 font-semibold',
                  i === 0 || i === columns.length - 1 ? 'px-4' : 'px-3',
                  column.className,
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border/70">{children}</tbody>
      </table>
    </Card>
  );
}

interface AdminListProps<T> extends Omit<AdminTableProps, 'children'> {
  items: readonly T[];
  /** An item on phones: its `<li>` in a list named by `label`. */
  card: (item: T) => ReactNode;
  /** An item on wider screens: its table `<tr>`. */
  row: (item: T) => ReactNode;
}

/** Admin items as stacked cards on phones, an AdminTable from 768 px (docs/product-rules.md#look-and-feel). */
export function AdminList<T>({ items, card, row, ...table }: AdminListProps<T>) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <ul aria-label={table.label} className="flex flex-col gap-3">
        {items.map((item) => card(item))}
      </ul>
    );
  }
  return <AdminTable {...table}>{items.map((item) => row(item))}</AdminTable>;
}
