import type { Ref } from 'react';

interface PhotoFileInputProps {
  /** Opened by a visible button (`ref.current.click()`); the input itself is out of the tab order. */
  ref: Ref<HTMLInputElement>;
  label: string;
  onPick: (file: File) => void;
  /** The file types offered; any image by default. */
  accept?: string;
}

/** The hidden image picker behind a "Change photo" button; picking the same file again works too. */
export function PhotoFileInput({ ref, label, onPick, accept = 'image/*' }: PhotoFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      aria-label={label}
      className="sr-only"
      tabIndex={-1}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onPick(file);
      }}
    />
  );
}
