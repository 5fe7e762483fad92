import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface ReasonFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}

/** A reason the server keeps (admin money actions, a cleaner's cancellation, an overtime dispute): at most 500 characters. */
export function ReasonField({ id, label, value, onChange, invalid }: ReasonFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={500}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={invalid || undefined}
      />
    </div>
  );
}
