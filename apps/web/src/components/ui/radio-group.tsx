import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A Radix RadioGroup: one tab stop, arrow keys move the choice. Name it with aria-labelledby. */
export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('grid gap-3', className)} {...props} />;
}

/** A classic round radio; pair it with a `<Label htmlFor>`. */
export function RadioGroupItem({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'peer inline-flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-input bg-card transition-colors focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-primary" />
    </RadioGroupPrimitive.Item>
  );
}

/**
 * A radio drawn as a selectable tile (its children are the visible label), for choices that read
 * better as buttons: property type, T1–T4.
 */
export function RadioGroupCard({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'group relative flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 border-border bg-card px-3 py-2 text-center font-semibold text-sm transition-[border-color,background-color,box-shadow,color] hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-brand-50 data-[state=checked]:text-brand-900 data-[state=checked]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}
