import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';

interface ConfirmDialogProps {
  /** Controlled: whether it is open (else `trigger` opens it). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog. */
  trigger?: ReactNode;
  /** Where focus goes once the dialog closes. */
  onCloseAutoFocus?: (event: Event) => void;
  title: string;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Closes the dialog unless it calls `event.preventDefault()` (to wait for the request). */
  onConfirm: (event: MouseEvent<HTMLButtonElement>) => void;
  destructive?: boolean;
  /** The request is running: both buttons are disabled, the confirm button says `pendingLabel`. */
  pending?: boolean;
  pendingLabel?: string;
}

/** "Are you sure?" before an action that cannot be undone: Cancel, or confirm. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  onCloseAutoFocus,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  destructive = false,
  pending = false,
  pendingLabel,
}: ConfirmDialogProps) {
  // One confirmation per opening (decision 046): a second click while the dialog closes, or before `pending`
  // has re-rendered the button disabled, would send the request again. Opening again, or the request ending
  // with the dialog still open, allows the next one.
  const confirmed = useRef(false);
  useEffect(() => {
    if (open) confirmed.current = false;
  }, [open]);
  useEffect(() => {
    if (!pending) confirmed.current = false;
  }, [pending]);
  const confirm = (event: MouseEvent<HTMLButtonElement>) => {
    if (confirmed.current || pending) {
      event.preventDefault();
      return;
    }
    confirmed.current = true;
    onConfirm(event);
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (next) confirmed.current = false;
        onOpenChange?.(next);
      }}
    >
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending || undefined}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={destructive ? 'destructive' : 'primary'}
            disabled={pending || undefined}
            aria-busy={pending || undefined}
            onClick={confirm}
          >
            {pending ? <Spinner /> : null}
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
