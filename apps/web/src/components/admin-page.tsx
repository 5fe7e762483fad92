import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { PageHeading } from './page-header';

interface AdminPageProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons on the right of the title (below it on phones). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * The frame of an admin screen: heading, optional subtitle and actions, content. From 1024 px the shell gives
 * the page its full width beside the side navigation (decision 058), so tables span it with no breakout here
 * (docs/product-rules.md#look-and-feel).
 */
export function AdminPage({ title, subtitle, actions, children, className }: AdminPageProps) {
  return (
    <div className={cn('flex flex-col gap-6', className)}>
      <PageHeading title={title} subtitle={subtitle} actions={actions} />
      {children}
    </div>
  );
}
