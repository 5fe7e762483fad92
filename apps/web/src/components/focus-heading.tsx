import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface FocusHeadingProps extends ComponentProps<'h2'> {
  as?: 'h1' | 'h2' | 'h3';
}

/**
 * A heading the page moves the focus to when its screen changes (a step shown, a form opened or closed), so a
 * screen reader says where the person now is: focusable by script only, and without a focus ring, since it is
 * not a control.
 */
export function FocusHeading({ as: Heading = 'h2', className, ...props }: FocusHeadingProps) {
  return <Heading tabIndex={-1} className={cn('focus:outline-none', className)} {...props} />;
}
