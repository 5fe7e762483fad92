import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What is missing and what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-border border-dashed bg-card px-5 py-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden className="size-6" />
      </span>
      <p className="font-semibold text-[0.9375rem]">{title}</p>
      {children ? <div className="max-w-xs text-muted-foreground text-sm">{children}</div> : null}
      {action}
    </div>
  );
}
