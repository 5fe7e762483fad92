import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconBadge } from '@/components/icon-badge';
import { Card } from '@/components/ui/card';

interface PromptCardProps {
  icon: LucideIcon;
  title: string;
  /** The title's id, when a landmark around the card is named by it. */
  titleId?: string;
  body: string;
  /** The one thing to do: a button or a link styled as one. */
  action: ReactNode;
}

/** The home's prompt: an icon, a title and a line, and one action beside them (below them on a phone). */
export function PromptCard({ icon, title, titleId, body, action }: PromptCardProps) {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
      <IconBadge
        icon={icon}
        className="size-12 shrink-0 rounded-2xl bg-brand-100 text-brand-700"
        iconClassName="size-6"
      />
      <div className="flex flex-1 flex-col gap-1">
        <h2 id={titleId} className="font-semibold text-lg leading-tight">
          {title}
        </h2>
        <p className="text-muted-foreground text-sm">{body}</p>
      </div>
      {action}
    </Card>
  );
}
