import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface EditActionsProps {
  /** The save is on its way: both buttons wait, Save says so. */
  pending: boolean;
  /** Save stays off until there is something to save. */
  canSave?: boolean;
  onCancel: () => void;
  labels: { cancel: string; save: string; saving: string };
  className?: string;
}

/** The end of a profile card's edit form: Cancel (back to the card's view) and Save, side by side. */
export function EditActions({ pending, canSave = true, onCancel, labels, className }: EditActionsProps) {
  return (
    <div className={cn('flex gap-3', className)}>
      <Button
        variant="outline"
        size="lg"
        className="flex-1 sm:flex-none"
        disabled={pending}
        onClick={onCancel}
      >
        {labels.cancel}
      </Button>
      <SubmitButton
        className="flex-1 sm:flex-none"
        pending={pending}
        disabled={pending || !canSave}
        label={labels.save}
        pendingLabel={labels.saving}
      />
    </div>
  );
}
