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

interface SkeletonMediaProps {
  /** The picture's size and rounding: an avatar ("size-14 rounded-full"), an icon tile… */
  media: string;
  /** The lines beside it, as SkeletonBars takes them. */
  bars: readonly string[];
  /** The row's layout. */
  className?: string;
  /** The lines' column. */
  barsClassName?: string;
}

/** A placeholder picture with lines beside it, like a card's avatar or icon and its title and details. */
export function SkeletonMedia({
  media,
  bars,
  className = 'flex items-start gap-3',
  barsClassName = 'flex flex-1 flex-col gap-2',
}: SkeletonMediaProps) {
  return (
    <div aria-hidden className={className}>
      <Skeleton className={media} />
      <SkeletonBars className={barsClassName} bars={bars} />
    </div>
  );
}
