import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface SubmitButtonProps extends Omit<ComponentProps<typeof Button>, 'type' | 'children'> {
  /** The request is on its way: a spinner and `pendingLabel`, and the button is disabled. */
  pending: boolean;
  label: string;
  /** "Saving…"; without it the label stays as it is beside the spinner. */
  pendingLabel?: string;
}

/** A form's large submit button that shows its request is running ("Saving…" with a spinner). */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  disabled,
  size = 'lg',
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size={size}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? <Spinner /> : null}
      {pending && pendingLabel ? pendingLabel : label}
    </Button>
  );
}
