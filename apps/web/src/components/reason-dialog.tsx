import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { ReasonField } from '@/components/forms/reason-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeading, DialogTrigger } from '@/components/ui/dialog';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
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
export function ReasonDialog(props: ReasonDialogProps) {
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
      setError(props.requiredMessage);
      return;
    }
    setError(null);
    setPending(true);
    running.current = true;
    try {
      await props.onSubmit(reason.trim());
      setOpen(false);
      setReason('');
    } catch (failure) {
      setError(errorDetail(failure) ?? props.failedMessage);
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>{props.trigger}</DialogTrigger>
      <DialogContent closeLabel={props.closeLabel}>
        <DialogHeading className="pr-8 text-left" title={props.title} description={props.description} />
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <ReasonField
            id={`${id}-reason`}
            label={props.reasonLabel}
            value={reason}
            onChange={setReason}
            invalid={error !== null && !reason.trim()}
          />
          <ErrorText role="alert" className="empty:hidden">
            {error}
          </ErrorText>
          <Button
            type="submit"
            variant={props.destructive ? 'destructive' : 'primary'}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? <Spinner /> : null}
            {props.submitLabel}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
