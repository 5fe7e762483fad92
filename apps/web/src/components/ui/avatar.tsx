import { Avatar as AvatarPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { initials } from '@/lib/format';

interface AvatarProps extends ComponentProps<typeof AvatarPrimitive.Root> {
  name?: string | null;
  src?: string | null;
}

/** A round avatar: the image when it loads, otherwise the person's initials. Decorative by default. */
export function Avatar({ className, name, src, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      aria-hidden
      className={cn(
        'relative inline-flex size-11 shrink-0 select-none overflow-hidden rounded-full bg-brand-100 ring-2 ring-card',
        className,
      )}
      {...props}
    >
      {src ? <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" /> : null}
      {/* Without an image the initials draw in the first render (a painted page's too), not an effect after it. */}
      <AvatarPrimitive.Fallback
        delayMs={src ? 400 : undefined}
        className="flex size-full items-center justify-center font-semibold text-brand-800 text-sm"
      >
        {initials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
