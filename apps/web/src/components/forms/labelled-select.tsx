import { type ReactNode, useId } from 'react';
import { NativeSelect } from '@/components/forms/native-select';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

interface LabelledSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The <option>s; the caller words them. */
  children: ReactNode;
  className?: string;
  /** Beside its label, muted, as wide as its options (a list's sort order), rather than under it. */
  inline?: boolean;
}

/** A native select under (or beside) its visible label, tied together by id so a screen reader names it. */
export function LabelledSelect({ label, value, onChange, children, className, inline }: LabelledSelectProps) {
  const id = useId();
  return (
    <div className={cn(inline ? 'flex items-center gap-2' : 'flex flex-col gap-2', className)}>
      <Label htmlFor={id} className={inline ? 'text-muted-foreground' : undefined}>
        {label}
      </Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inline ? 'w-auto' : undefined}
      >
        {children}
      </NativeSelect>
    </div>
  );
}
