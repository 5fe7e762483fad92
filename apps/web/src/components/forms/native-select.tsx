import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A styled native select: the phone's own picker on mobile, full keyboard and screen-reader support
 * everywhere. Label it with a <Label htmlFor>.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className="h-12 w-full min-w-0 appearance-none truncate rounded-xl border border-input bg-card py-0 pr-10 pl-4 text-base text-foreground shadow-xs transition-[border-color,box-shadow] focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/20 disabled:cursor-not-allowed disabled:opacity-60"
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3.5 size-[1.125rem] -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
