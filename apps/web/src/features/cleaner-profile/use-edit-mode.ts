import { useEffect, useRef, useState } from 'react';

/**
 * A card's view/edit switch: `open()` shows the form; `close()` (after Save or Cancel) shows the view
 * again and puts focus back on the button that opened the form (`editButton`).
 */
export function useEditMode() {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  return { editing, open: () => setEditing(true), close, editButton };
}
