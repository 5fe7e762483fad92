import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  body?: string;
  action?: ReactNode;
  /** The title's element: a heading when the state is the whole page or section. */
  titleAs?: 'p' | 'h1' | 'h2';
}

/** A friendly "nothing here" card that says what to do next. */
export function EmptyState({ icon: Icon, title, body, action, titleAs: Title = 'p' }: EmptyStateProps) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon aria-hidden className="size-6" />
      </span>
      <Title className="font-semibold text-base">{title}</Title>
      {body ? <p className="max-w-sm text-muted-foreground text-sm">{body}</p> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </Card>
  );
}
