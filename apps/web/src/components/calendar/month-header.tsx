import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface MonthHeaderProps {
  /** The title's id, which (with the calendar's label) names the grid. */
  titleId: string;
  /** "November 2026". */
  title: string;
  /** The title's level in the page. */
  headingAs: 'h2' | 'h3';
  onPrevious: () => void;
  onNext: () => void;
  previousLabel: string;
  nextLabel: string;
  previousDisabled?: boolean;
}

/** The month's title (announced as it changes) between previous and next month buttons. */
export function MonthHeader({
  titleId,
  title,
  headingAs: Heading,
  onPrevious,
  onNext,
  previousLabel,
  nextLabel,
  previousDisabled,
}: MonthHeaderProps) {
  return (
    <div className="flex items-center justify-between gap-2">
      <Button
        variant="ghost"
        size="icon"
        onClick={onPrevious}
        disabled={previousDisabled}
        aria-label={previousLabel}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <Heading id={titleId} aria-live="polite" className="font-semibold text-base">
        {title}
      </Heading>
      <Button variant="ghost" size="icon" onClick={onNext} aria-label={nextLabel}>
        <ChevronRight aria-hidden />
      </Button>
    </div>
  );
}
