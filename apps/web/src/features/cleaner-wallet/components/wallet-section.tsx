import { type ReactNode, useId } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface WalletSectionProps {
  heading: string;
  /** A line under the heading saying what the section is for. */
  intro?: string;
  /** Beside the heading (an export button). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A card of the wallet page that is a landmark of its own, named by its heading (statements, history). */
export function WalletSection({ heading, intro, aside, className, children }: WalletSectionProps) {
  const headingId = useId();
  const title = (
    <h2 id={headingId} className="font-semibold text-lg tracking-tight">
      {heading}
    </h2>
  );
  return (
    <section aria-labelledby={headingId}>
      <Card className={cn('flex flex-col gap-4 p-5 sm:p-6', className)}>
        {intro ? (
          <div className="flex flex-col gap-1">
            {title}
            <p className="text-muted-foreground text-sm">{intro}</p>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-2">
            {title}
            {aside}
          </div>
        )}
        {children}
      </Card>
    </section>
  );
}
