import { ChevronRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

interface PageSectionProps {
  heading: ReactNode;
  /** A line under the heading saying what the section is for. */
  hint?: ReactNode;
  /** h2 for a part of a page (the default), h3 for a part of a part (a step's sections). */
  level?: 2 | 3;
  /** A small heading, for a boxed panel inside a card or dialog (a job's "Could not get in?"). */
  compact?: boolean;
  /** For screen readers only, when the content speaks for itself on screen. */
  hiddenHeading?: boolean;
  /** A "View all" link beside the heading, to the page that lists everything. */
  seeAll?: { to: string; label: string; accessibleLabel?: string };
  /** `nav` for a group of links, `section` otherwise. */
  as?: 'section' | 'nav';
  className?: string;
  children: ReactNode;
}

/** A titled part of a page: a landmark named by its own heading, so screen readers can list and jump to it. */
export function PageSection({
  heading,
  hiddenHeading,
  hint,
  level = 2,
  compact = false,
  seeAll,
  as: Tag = 'section',
  className,
  children,
}: PageSectionProps) {
  const headingId = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  const headingClass = compact
    ? 'font-semibold text-sm'
    : level === 3
      ? 'font-semibold text-base'
      : 'font-semibold text-lg tracking-tight';
  const named = (
    <Heading id={headingId} className={hiddenHeading ? 'sr-only' : headingClass}>
      {heading}
    </Heading>
  );
  const title = hint ? (
    <div className="flex flex-col gap-1">
      {named}
      <p className="text-muted-foreground text-sm">{hint}</p>
    </div>
  ) : (
    named
  );
  return (
    <Tag aria-labelledby={headingId} className={cn('flex flex-col gap-3', className)}>
      {seeAll ? (
        <div className="flex items-center justify-between gap-3">
          {title}
          <Link
            to={seeAll.to}
            aria-label={seeAll.accessibleLabel}
            className="-mr-2 inline-flex min-h-11 items-center gap-1 rounded-xl px-2 font-semibold text-primary text-sm hover:bg-brand-50"
          >
            {seeAll.label}
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        </div>
      ) : (
        title
      )}
      {children}
    </Tag>
  );
}
