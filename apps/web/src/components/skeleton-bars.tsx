import { Skeleton } from '@/components/ui/skeleton';

interface SkeletonBarsProps {
  /** One class list a bar: its height, width and rounding, like the text or control it stands for. */
  bars: readonly string[];
  /** The bars' layout (a column of text lines, a row of buttons…). */
  className?: string;
}

/** Several placeholder bars laid out together, like the lines or buttons of the content that is loading. */
export function SkeletonBars({ bars, className }: SkeletonBarsProps) {
  return (
    <div aria-hidden className={className}>
      {bars.map((bar, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are static and may look the same
        <Skeleton key={index} className={bar} />
      ))}
    </div>
  );
}
