import type { ReactNode } from 'react';

/** A field's label with the red asterisk of a required field (the input itself says aria-required). */
export function requiredLabel(label: string): ReactNode {
  return (
    <>
      {label}
      <span aria-hidden className="ml-0.5 text-destructive-text">
        *
      </span>
    </>
  );
}
