import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

interface PageSectionProps {
  heading: ReactNode;
  /** For screen readers only, when the content speaks for itself on screen. */
  hiddenHeading?: boolean;
  /** `nav` for a group of links, `section` otherwise. */
  as?: 'section' | 'nav';
  className?: string;
  children: ReactNode;
}

/** A titled part of a page: a landmark named by its own h2, so screen readers can list and jump to it. */
export function PageSection({
  heading,
  hiddenHeading,
  as: Tag = 'section',
  className,
  children,
}: PageSectionProps) {
  const headingId = useId();
  return (
    <Tag aria-labelledby={headingId} className={cn('flex flex-col gap-3', className)}>
      <h2 id={headingId} className={hiddenHeading ? 'sr-only' : 'font-semibold text-lg tracking-tight'}>
        {heading}
      </h2>
      {children}
    </Tag>
  );
}
