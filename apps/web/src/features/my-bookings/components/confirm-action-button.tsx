import { AlertDialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

export interface ConfirmActionTexts {
  /** The trigger's text, and its accessible name when `triggerLabel` is absent. */
  action: string;
  triggerLabel?: string;
  title: string;
  body: string;
  keep: string;
  confirm: string;
  pending: string;
}

interface ConfirmActionButtonProps {
  texts: ConfirmActionTexts;
  busy: boolean;
  /** Runs on "confirm"; the dialog closes when it settles (the caller toasts the outcome). */
  onConfirm: () => Promise<void>;
  size?: 'sm' | 'default';
}

/** A destructive action behind a confirmation dialog (cancel a booking, skip a visit, cancel a series). */
export function ConfirmActionButton({ texts, busy, onConfirm, size = 'default' }: ConfirmActionButtonProps) {
  const [open, setOpen] = useState(false);
  // A double click confirms once (decision 046): the second click lands before `busy` disables the button.
  const running = useRef(false);
  const confirm = async () => {
    if (running.current) return;
    running.current = true;
    try {
      await onConfirm();
    } finally {
      running.current = false;
      setOpen(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button
          variant="outline"
          size={size}
          aria-label={texts.triggerLabel}
          className={
            size === 'sm'
              ? 'border-destructive/40 text-destructive-text hover:bg-red-50'
              : 'w-full border-destructive/40 text-destructive-text hover:bg-red-50'
          }
        >
          {texts.action}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl bg-card p-6 shadow-float focus-visible:outline-none data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in">
          <AlertDialog.Title className="font-semibold text-lg leading-snug">{texts.title}</AlertDialog.Title>
          <AlertDialog.Description className="text-muted-foreground text-sm">
            {texts.body}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {texts.keep}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant="destructive"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void confirm()}
            >
              {busy ? texts.pending : texts.confirm}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
