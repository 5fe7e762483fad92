import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface AdminPageProps {
  title: string;
  description?: string;
  /** Buttons and links beside the title (below it on phones). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * An admin page: its heading and actions, then the content. From 1024 px it grows past the app's reading
 * width (DESIGN.md: admin tables use the full width on desktop), up to 72 rem, centred on the viewport.
 */
export function AdminPage({ title, description, actions, children, className }: AdminPageProps) {
  return (
    <div className={cn('flex flex-col gap-6 lg:mx-[calc(50%-min(36rem,50vw-2.5rem))]', className)}>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
          {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
