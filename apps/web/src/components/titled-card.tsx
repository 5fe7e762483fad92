import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

interface TitledCardProps {
  title: ReactNode;
  /** Beside the title, at the row's end (a status badge). */
  aside?: ReactNode;
  /** `article` for one item of a list (a report), `section` for a part of a page. */
  as?: 'section' | 'article';
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}

/** A card named by its own h2, so screen readers can list and jump to it. */
export function TitledCard({
  title,
  aside,
  as: Tag = 'section',
  className,
  titleClassName,
  children,
}: TitledCardProps) {
  const id = useId();
  const heading = (
    <h2 id={id} className={titleClassName}>
      {title}
    </h2>
  );
  return (
    <Tag
      aria-labelledby={id}
      className={cn('rounded-2xl border border-border/70 bg-card shadow-card', className)}
    >
      {aside ? (
        <div className="flex items-start justify-between gap-3">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </Tag>
  );
}
