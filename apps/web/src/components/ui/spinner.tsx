import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Decorative spinning icon; pair it with visible text or an accessible label on its container. */
export function Spinner({ className, ...props }: ComponentProps<typeof LoaderCircle>) {
  return (
    <LoaderCircle
      aria-hidden
      className={cn('size-5 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]', className)}
      {...props}
    />
  );
}
