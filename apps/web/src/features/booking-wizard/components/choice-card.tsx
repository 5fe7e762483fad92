import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface ChoiceCardProps {
  /** Radio inputs of one question share a name (arrow keys move between them). */
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
  className?: string;
  /** Extra accessible description, e.g. the reason a card cannot be chosen. */
  describedBy?: string;
}

/** A native radio input dressed as a selectable card: the whole card is its label. */
export function ChoiceCard({
  name,
  value,
  checked,
  disabled,
  onChange,
  children,
  className,
  describedBy,
}: ChoiceCardProps) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer items-start gap-3 rounded-2xl border border-border bg-card p-4 shadow-xs transition-[border-color,background-color,box-shadow]',
        'hover:border-brand-300 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2',
        'has-[:checked]:border-primary has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-primary/15',
        'has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-muted/60 has-[:disabled]:opacity-70 has-[:disabled]:hover:border-border',
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={() => onChange(value)}
        className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-2xl opacity-0 disabled:cursor-not-allowed"
      />
      <span
        aria-hidden
        className={cn(
          'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 transition-colors',
          checked ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card',
        )}
      >
        {checked ? <Check className="size-3" strokeWidth={3} /> : null}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">{children}</span>
    </label>
  );
}
