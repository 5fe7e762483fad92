import { Fragment, type ReactNode } from 'react';

interface ListSkeletonProps {
  /** Says "Loading…" to screen readers. */
  label: string;
  /** One placeholder card. */
  card: ReactNode;
  count?: number;
}

/** Placeholder cards while a list loads. */
export function ListSkeleton({ label, card, count = 2 }: ListSkeletonProps) {
  return (
    <div className="flex flex-col gap-3">
      <span className="sr-only" role="status">
        {label}
      </span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Fragment key={i}>{card}</Fragment>
      ))}
    </div>
  );
}
