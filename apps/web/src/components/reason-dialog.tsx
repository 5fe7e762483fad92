import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { DialogForm } from '@/components/dialog-form';
import { ReasonField } from '@/components/forms/reason-field';
import { errorDetail } from '@/lib/api-client';

interface ReasonDialogProps {
  trigger: ReactNode;
  title: string;
  description: string;
  reasonLabel: string;
  submitLabel: string;
  closeLabel: string;
  /** Shown when the reason is left empty. */
  requiredMessage: string;
  /** Shown when the request fails without the server's words. */
  failedMessage: string;
  destructive?: boolean;
  /** Sends the reason; the dialog closes when it resolves and shows the server's detail when it rejects. */
  onSubmit: (reason: string) => Promise<unknown>;
}

/** An action that needs a reason in words: a dialog with one reason field, the server's refusal shown in it. */
export function ReasonDialog({
  reasonLabel,
  requiredMessage,
  failedMessage,
  onSubmit,
  // The trigger, the other texts and `destructive` are the dialog's own.
  ...dialog
}: ReasonDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // One request per submission (decision 046): a second press before `pending` re-renders is dropped.
  const running = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    if (!reason.trim()) {
      setError(requiredMessage);
      return;
    }
    setError(null);
    setPending(true);
    running.current = true;
    try {
      await onSubmit(reason.trim());
      setOpen(false);
      setReason('');
    } catch (failure) {
      setError(errorDetail(failure) ?? failedMessage);
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return (
    <DialogForm
      {...dialog}
      open={open}
      onOpenChange={setOpen}
      onSubmit={(event) => void submit(event)}
      pending={pending}
      error={error}
    >
      <ReasonField
        id={`${id}-reason`}
        label={reasonLabel}
        value={reason}
        onChange={setReason}
        invalid={error !== null && !reason.trim()}
      />
    </DialogForm>
  );
}
