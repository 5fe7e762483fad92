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
}

/** A native select under its visible label, tied together by id so a screen reader names it. */
export function LabelledSelect({ label, value, onChange, children, className }: LabelledSelectProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}
