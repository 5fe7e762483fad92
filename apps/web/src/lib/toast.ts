import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * Toasts without sonner in the first screen's JavaScript (issue 18): `toast` has sonner's API for what the app
 * uses, loads sonner on the first toast and shows it then; the Toaster (app/lazy-toaster.tsx) mounts at that
 * moment too. sonner replays toasts created before its Toaster subscribed, so nothing is lost in between.
 * Every id is chosen here, so a caller gets it back at once (to dismiss or update the toast later).
 */
type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];
type ToastId = string | number;

let sonner: Promise<Sonner> | undefined;
/** Once loaded, toasts are shown synchronously, as sonner itself would. */
let loaded: Sonner | undefined;
const firstToastListeners = new Set<() => void>();
let nextId = 0;

/** Starts loading sonner (the first toast does it; tests call it up front). */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner').then((module) => {
      loaded = module.toast;
      return module.toast;
    });
    for (const listener of firstToastListeners) listener();
    // A failed download (offline after a deploy) may be retried by the next toast.
    sonner.catch(() => {
      sonner = undefined;
    });
  }
  return sonner;
}

/** Calls back once the first toast is asked for (at once if one was): the Toaster mounts then. */
export function onFirstToast(listener: () => void): () => void {
  if (sonner) listener();
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

function show(kind: 'message' | 'success' | 'error' | 'info' | 'warning') {
  return (message: Message, options?: ExternalToast): ToastId => {
    const id = options?.id ?? `toast-${++nextId}`;
    const showWith = (toast: Sonner) =>
      (kind === 'message' ? toast : toast[kind])(message, { ...options, id });
    if (loaded) showWith(loaded);
    else void loadSonner().then(showWith, () => undefined);
    return id;
  };
}

export const toast = Object.assign(show('message'), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  /** Nothing to dismiss before sonner has loaded: no toast was shown yet. */
  dismiss(id?: ToastId): void {
    if (loaded) loaded.dismiss(id);
    else void sonner?.then((toast) => toast.dismiss(id));
  },
});
