import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export interface Fact {
  key: string;
  icon: LucideIcon;
  /** The icon's colour, e.g. "text-status-completed". */
  iconClassName: string;
  content: ReactNode;
}

interface FactsCardProps {
  heading: ReactNode;
  /** Placeholder bars (their widths) instead of the facts. */
  loading: boolean;
  placeholderWidths: readonly string[];
  facts: readonly Fact[];
}

/** A titled card of short facts, each after its icon ("3 jobs completed this month"). */
export function FactsCard({ heading, loading, placeholderWidths, facts }: FactsCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <h2 id={headingId} className="font-semibold text-lg tracking-tight">
          {heading}
        </h2>
        {loading ? (
          <div aria-hidden className="flex flex-col gap-3">
            {placeholderWidths.map((width, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} className={cn('h-5', width)} />
            ))}
          </div>
        ) : (
          <ul className="flex flex-col gap-2.5">
            {facts.map(({ key, icon: Icon, iconClassName, content }) => (
              <li key={key} className="flex items-start gap-2.5">
                <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', iconClassName)} />
                {content}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
