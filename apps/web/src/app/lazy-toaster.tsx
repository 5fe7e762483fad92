import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast } from '@/lib/toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** Mounts the toaster when the first toast is asked for, so sonner stays out of the first screen. */
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
