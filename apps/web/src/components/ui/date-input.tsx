import { CalendarDays } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

/**
 * A date field that always shows its calendar icon. Phone browsers draw no picker icon in a native date input
 * (they open the picker on a tap anywhere), and desktop Chromium pushes its own out of sight in a narrow field,
 * so the icon is ours. Chromium's own picker button is kept, invisible, over it, so a click on the icon still
 * opens the picker; Firefox draws its own button, so ours stays out there.
 */
export function DateInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className="relative">
      <Input
        {...props}
        type="date"
        className={cn(
          'relative pr-11 [&::-webkit-calendar-picker-indicator]:absolute [&::-webkit-calendar-picker-indicator]:right-3 [&::-webkit-calendar-picker-indicator]:size-6 [&::-webkit-calendar-picker-indicator]:cursor-pointer [&::-webkit-calendar-picker-indicator]:opacity-0',
          className,
        )}
      />
      <CalendarDays
        aria-hidden
        data-slot="date-input-icon"
        className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-muted-foreground supports-[-moz-appearance:none]:hidden"
      />
    </div>
  );
}
