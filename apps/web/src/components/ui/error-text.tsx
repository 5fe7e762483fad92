import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * What went wrong, in the error's colour: under a field (whose control points at its id with
 * aria-describedby) or as a form's alert (role="alert", hidden while empty).
 */
export function ErrorText({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('font-medium text-destructive-text text-sm', className)} {...props} />;
}
