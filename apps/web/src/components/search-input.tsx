import { Search } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

interface SearchInputProps extends Omit<ComponentProps<typeof Input>, 'type' | 'value' | 'onChange'> {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Classes of the input itself (`className` places the box). */
  inputClassName?: string;
  /** Inside the box after the input, e.g. a button that clears it. */
  children?: ReactNode;
}

/** A search box: a magnifier inside a search input (its label is the caller's). */
export function SearchInput({
  value,
  onChange,
  className,
  inputClassName,
  children,
  ...input
}: SearchInputProps) {
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-4 size-[1.125rem] -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn('pl-11', inputClassName)}
      />
      {children}
    </div>
  );
}
