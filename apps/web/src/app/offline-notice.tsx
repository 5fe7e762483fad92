import { ServerCrash, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useConnectionState } from '@/lib/use-online-status';
import { useServiceRecovery } from './use-service-recovery';

/** A polite live region: always in the DOM, filled only while the browser is offline or the service is away. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const state = useConnectionState();
  useServiceRecovery(state);
  const Icon = state === 'service-down' ? ServerCrash : WifiOff;
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-50 flex justify-center px-4 md:bottom-24"
    >
      {state === 'online' ? null : (
        <p className="pointer-events-auto flex items-center gap-2 rounded-full bg-foreground px-4 py-2.5 font-medium text-background text-sm shadow-float">
          <Icon aria-hidden className="size-4 shrink-0" />
          {state === 'service-down' ? t('offline.serviceDown') : t('offline.notice')}
        </p>
      )}
    </div>
  );
}
