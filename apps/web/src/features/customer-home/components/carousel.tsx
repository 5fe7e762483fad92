import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface CarouselProps {
  title: string;
  /** Beside the heading, e.g. a "See all" link. */
  action?: ReactNode;
  /** The `<li>` items. */
  children: ReactNode;
  /** Shown instead of the list (e.g. an empty state). */
  fallback?: ReactNode;
}

/**
 * A titled, horizontally scrolling list with snap points: swipe on phones, arrow buttons on wider
 * screens. Items stay in the tab order, so it works by keyboard as well.
 */
export function Carousel({ title, action, children, fallback }: CarouselProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-lg tracking-tight">
          {title}
        </h2>
        <div className="flex items-center gap-1">
          {action}
          {fallback ? null : (
            <span className="hidden gap-1 md:flex">
              <Button
                variant="ghost"
                size="icon"
                className="size-9"
                aria-label={t('customerHome.carousel.previous', { name: title })}
                onClick={() => scroll(-1)}
              >
                <ChevronLeft aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-9"
                aria-label={t('customerHome.carousel.next', { name: title })}
                onClick={() => scroll(1)}
              >
                <ChevronRight aria-hidden />
              </Button>
            </span>
          )}
        </div>
      </div>
      {fallback ?? (
        <ul
          ref={listRef}
          className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pt-1 pb-3 [scrollbar-width:none] sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:scroll-px-0 md:px-0 [&::-webkit-scrollbar]:hidden"
        >
          {children}
        </ul>
      )}
    </section>
  );
}
