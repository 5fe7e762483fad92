import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface AdminPageProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons on the right of the title (below it on phones). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * The frame of an admin screen: heading, optional subtitle and actions, content. From 1024 px the shell gives
 * the page its full width beside the side navigation (decision 058), so tables span it with no breakout here
 * (docs/product-rules.md#look-and-feel).
 */
export function AdminPage({ title, subtitle, actions, children, className }: AdminPageProps) {
  return (
    <div className={cn('flex flex-col gap-6', className)}>
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3 sm:items-end">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
          {subtitle ? <p className="text-muted-foreground">{subtitle}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
