import { INSTALL_PROMPT_DELAY_MS } from '@limpa/domain';
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { useBrand } from '@/lib/app-config';
import { MOBILE_MEDIA_QUERY } from '@/lib/use-media-query';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALL_PROMPT_SHOWN_KEY = 'limpa.installPromptShown';

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

/**
 * Called once at start-up (main.tsx) so the browser's offer is kept even if it fires before React
 * mounts. The browser's own mini-infobar is suppressed in favour of our dialog.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    for (const listener of listeners) listener();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
  });
}

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
  const { t } = useTranslation();
  const brand = useBrand();
  const [open, setOpen] = useState(false);
  const [installing, setInstalling] = useState(false);

  useEffect(() => {
    if (alreadyShown()) return;
    let timer: number | undefined;
    const schedule = () => {
      if (!deferredPrompt || timer !== undefined || !isMobileWidth()) return;
      timer = window.setTimeout(() => {
        if (!deferredPrompt || alreadyShown() || !isMobileWidth()) return;
        markShown();
        setOpen(true);
      }, INSTALL_PROMPT_DELAY_MS);
    };
    schedule();
    listeners.add(schedule);
    return () => {
      listeners.delete(schedule);
      window.clearTimeout(timer);
    };
  }, []);

  const install = async () => {
    const prompt = deferredPrompt;
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
      deferredPrompt = null;
      setInstalling(false);
      setOpen(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="top-auto bottom-4 translate-y-0 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2">
        <DialogHeading
          className="items-center text-center sm:items-start sm:text-left"
          title={t('install.title')}
          description={t('install.description', { brand })}
        >
          <BrandMark className="size-14" />
        </DialogHeading>
        {/* Install first in focus order; on wide screens it sits on the right. */}
        <DialogFooter className="flex-col sm:flex-row-reverse sm:justify-start">
          <Button onClick={() => void install()} disabled={installing}>
            <Download aria-hidden />
            {t('install.install')}
          </Button>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t('install.dismiss')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
