import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';

interface AskFirstButtonProps {
  icon: LucideIcon;
  /** The button's text. */
  action: string;
  className?: string;
  disabled?: boolean;
  /** The dialog's words: its title and body, "keep" (cancel), the confirm button and its text while running. */
  texts: { title: string; body: ReactNode; keep: string; confirm: string; pending: string };
  pending: boolean;
  /** Sends the request; the dialog stays open until it calls `settled` (decision 046: one request a confirmation). */
  onConfirm: (settled: () => void) => void;
}

/** An outline button that asks "Are you sure?" before a destructive request, and waits for it in the dialog. */
export function AskFirstButton({
  icon: Icon,
  action,
  className,
  disabled,
  texts,
  pending,
  onConfirm,
}: AskFirstButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      trigger={
        <Button variant="outline" className={className} disabled={disabled}>
          <Icon aria-hidden />
          {action}
        </Button>
      }
      title={texts.title}
      description={texts.body}
      cancelLabel={texts.keep}
      confirmLabel={texts.confirm}
      destructive
      pending={pending}
      pendingLabel={texts.pending}
      onConfirm={(event) => {
        event.preventDefault();
        onConfirm(() => setAsking(false));
      }}
    />
  );
}
