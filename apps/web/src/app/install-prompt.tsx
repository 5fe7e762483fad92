import { INSTALL_PROMPT_DELAY_MS } from '@limpa/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useBrand } from '@/lib/app-config';
import { MOBILE_MEDIA_QUERY } from '@/lib/use-media-query';
import { forgetInstallOffer, installOffer, onInstallOffer } from './install-offer';

const InstallDialog = lazy(() => import('./install-dialog').then((m) => ({ default: m.InstallDialog })));

export const INSTALL_PROMPT_SHOWN_KEY = 'limpa.installPromptShown';

function alreadyShown(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_PROMPT_SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

function markShown(): void {
  try {
    window.localStorage.setItem(INSTALL_PROMPT_SHOWN_KEY, '1');
  } catch {
    // Private mode: the prompt may show again next time; harmless.
  }
}

function isMobileWidth(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_MEDIA_QUERY).matches;
}

/** "Install the app for faster access": phones only, once ever, 2.5 s after the browser offers it. */
export function InstallPrompt() {
  const brand = useBrand();
  const [open, setOpen] = useState(false);
  const [installing, setInstalling] = useState(false);

  useEffect(() => {
    if (alreadyShown()) return;
    let timer: number | undefined;
    const schedule = () => {
      if (!installOffer() || timer !== undefined || !isMobileWidth()) return;
      timer = window.setTimeout(() => {
        if (!installOffer() || alreadyShown() || !isMobileWidth()) return;
        markShown();
        setOpen(true);
      }, INSTALL_PROMPT_DELAY_MS);
    };
    schedule();
    const stopListening = onInstallOffer(schedule);
    return () => {
      stopListening();
      window.clearTimeout(timer);
    };
  }, []);

  const install = async () => {
    const prompt = installOffer();
    if (!prompt) {
      setOpen(false);
      return;
    }
    setInstalling(true);
    try {
      await prompt.prompt();
      await prompt.userChoice;
    } catch {
      // The browser refused to show its prompt; nothing else to do.
    } finally {
      forgetInstallOffer();
      setInstalling(false);
      setOpen(false);
    }
  };

  // The dialog (and Radix's dialog machinery) loads only when there is an offer to show.
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <InstallDialog
        brand={brand}
        installing={installing}
        onInstall={() => void install()}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  );
}
