import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface RateSliderProps
  extends Omit<ComponentProps<typeof SliderPrimitive.Root>, 'value' | 'onValueChange'> {
  value: number;
  onValueChange: (value: number) => void;
  /** The thumb's accessible name (the thumb is what has role="slider"). */
  label: string;
  valueText?: string;
}

/** A one-thumb Radix Slider (keyboard: arrows, Home/End, Page Up/Down) with a 44 px touch target. */
export function RateSlider({ value, onValueChange, label, valueText, className, ...props }: RateSliderProps) {
  return (
    <SliderPrimitive.Root
      value={[value]}
      onValueChange={([next]) => {
        if (next !== undefined) onValueChange(next);
      }}
      className={cn('relative flex h-11 w-full touch-none select-none items-center', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full rounded-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        className="block size-6 rounded-full border-2 border-primary bg-card shadow-sm transition-[box-shadow] hover:ring-4 hover:ring-brand-500/15 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/30 disabled:pointer-events-none"
      />
    </SliderPrimitive.Root>
  );
}
