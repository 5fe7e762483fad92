import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Multi-line text input styled like `Input`; pair it with `FormField` for the label and errors. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'flex min-h-24 w-full min-w-0 resize-y rounded-xl border border-input bg-card px-4 py-3 text-base text-foreground leading-relaxed shadow-xs transition-[border-color,box-shadow] placeholder:text-muted-foreground/80 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/20 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/15',
        className,
      )}
      {...props}
    />
  );
}
