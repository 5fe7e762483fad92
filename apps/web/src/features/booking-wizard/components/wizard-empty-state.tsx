import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconBadge } from '@/components/icon-badge';

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
      <IconBadge
        icon={Icon}
        className="size-12 rounded-full bg-brand-50 text-brand-700"
        iconClassName="size-6"
      />
      <p className="font-semibold text-[0.9375rem]">{title}</p>
      {children ? <div className="max-w-xs text-muted-foreground text-sm">{children}</div> : null}
      {action}
    </div>
  );
}
