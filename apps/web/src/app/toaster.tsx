import { Toaster as SonnerToaster } from 'sonner';

/** The app's toaster: sonner's, loaded with the first toast (lazy-toaster.tsx, lib/toast.ts). */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      richColors
      closeButton
      offset={{ top: 'calc(env(safe-area-inset-top) + 12px)' }}
      mobileOffset={{ top: 'calc(env(safe-area-inset-top) + 12px)' }}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
