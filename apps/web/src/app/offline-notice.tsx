import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '@/lib/use-online-status';

/** A polite live region: always in the DOM, filled only while the browser is offline. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-50 flex justify-center px-4 md:bottom-24"
    >
      {online ? null : (
        <p className="pointer-events-auto flex items-center gap-2 rounded-full bg-foreground px-4 py-2.5 font-medium text-background text-sm shadow-float">
          <WifiOff aria-hidden className="size-4 shrink-0" />
          {t('offline.notice')}
        </p>
      )}
    </div>
  );
}
