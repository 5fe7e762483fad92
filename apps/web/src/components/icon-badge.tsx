import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

interface IconBadgeProps {
  icon: LucideIcon;
  /** The badge's size, shape and colours ("size-10 rounded-xl bg-brand-50 text-brand-700"). */
  className: string;
  iconClassName?: string;
}

/** A decorative icon centred in a tinted square or circle, beside a title or at the top of a card. */
export function IconBadge({ icon: Icon, className, iconClassName = 'size-5' }: IconBadgeProps) {
  return (
    <span className={cn('flex items-center justify-center', className)}>
      <Icon aria-hidden className={iconClassName} />
    </span>
  );
}
