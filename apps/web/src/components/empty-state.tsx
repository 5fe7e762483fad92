import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const SIZES = {
  /** A section's note (a day with nothing on it). */
  sm: {
    card: 'gap-2 py-8',
    badge: 'mb-1 size-12',
    icon: 'size-6',
    title: 'font-semibold',
    body: 'max-w-xs',
    action: '',
  },
  /** A page's or a list's "nothing here". */
  md: {
    card: 'gap-3 py-10',
    badge: 'size-12',
    icon: 'size-6',
    title: 'font-semibold text-base',
    body: 'max-w-sm',
    action: 'mt-1',
  },
  /** A whole tab's empty list. */
  lg: {
    card: 'gap-3 py-10',
    badge: 'size-14',
    icon: 'size-7',
    title: 'font-semibold text-lg',
    body: 'max-w-xs',
    action: 'mt-2',
  },
} as const;

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  body?: string;
  action?: ReactNode;
  /** The title's element: a heading when the state is the whole page or section. */
  titleAs?: 'p' | 'h1' | 'h2' | 'h3';
  size?: keyof typeof SIZES;
}

/** A friendly "nothing here" card that says what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  body,
  action,
  titleAs: Title = 'p',
  size = 'md',
}: EmptyStateProps) {
  const look = SIZES[size];
  return (
    <Card className={cn('flex flex-col items-center px-6 text-center', look.card)}>
      <span
        className={cn('flex items-center justify-center rounded-2xl bg-brand-50 text-brand-700', look.badge)}
      >
        <Icon aria-hidden className={look.icon} />
      </span>
      <Title className={look.title}>{title}</Title>
      {body ? <p className={cn('text-muted-foreground text-sm', look.body)}>{body}</p> : null}
      {action ? look.action ? <div className={look.action}>{action}</div> : action : null}
    </Card>
  );
}
