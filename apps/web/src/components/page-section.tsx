import { ChevronRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

interface PageSectionProps {
  heading: ReactNode;
  /** For screen readers only, when the content speaks for itself on screen. */
  hiddenHeading?: boolean;
  /** A "View all" link beside the heading, to the page that lists everything. */
  seeAll?: { to: string; label: string; accessibleLabel?: string };
  /** `nav` for a group of links, `section` otherwise. */
  as?: 'section' | 'nav';
  className?: string;
  children: ReactNode;
}

/** A titled part of a page: a landmark named by its own h2, so screen readers can list and jump to it. */
export function PageSection({
  heading,
  hiddenHeading,
  seeAll,
  as: Tag = 'section',
  className,
  children,
}: PageSectionProps) {
  const headingId = useId();
  const title = (
    <h2 id={headingId} className={hiddenHeading ? 'sr-only' : 'font-semibold text-lg tracking-tight'}>
      {heading}
    </h2>
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
