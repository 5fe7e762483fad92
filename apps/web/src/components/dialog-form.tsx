import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { Dialog, DialogContent, DialogHeading, DialogTrigger } from '@/components/ui/dialog';
import { ErrorText } from '@/components/ui/error-text';

interface DialogFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when the dialog has its own. */
  trigger?: ReactNode;
  closeLabel: string;
  title: string;
  description: string;
  onSubmit: (event: FormEvent) => void;
  /** The request is on its way: the submit button spins and the dialog stays open. */
  pending: boolean;
  /** Already-translated refusal, shown above the submit button. */
  error: string | null | undefined;
  submitLabel: string;
  destructive?: boolean;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A dialog that is one form: its heading, the fields, the server's refusal (an alert) and the submit button.
 * It cannot be closed while its request runs, so an answer is never lost.
 */
export function DialogForm(props: DialogFormProps) {
  return (
    <Dialog open={props.open} onOpenChange={(next) => !props.pending && props.onOpenChange(next)}>
      {props.trigger ? <DialogTrigger asChild>{props.trigger}</DialogTrigger> : null}
      <DialogContent closeLabel={props.closeLabel}>
        <DialogHeading className="pr-8 text-left" title={props.title} description={props.description} />
        <form noValidate onSubmit={props.onSubmit} className="flex flex-col gap-4">
          {props.children}
          <ErrorText role="alert" className="empty:hidden">
            {props.error}
          </ErrorText>
          <SubmitButton
            size="default"
            variant={props.destructive ? 'destructive' : 'primary'}
            pending={props.pending}
            label={props.submitLabel}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
