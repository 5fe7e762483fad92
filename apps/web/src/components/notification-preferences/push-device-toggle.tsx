import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/switch';
import { errorDescription } from '@/lib/errors';
import {
  currentPushSubscription,
  pushSupported,
  subscribeToPush,
  unsubscribeFromPush,
} from '@/lib/push-subscription';
import { toast } from '@/lib/toast';
import '@/lib/strings/notification-preferences';

/** "Push notifications on this device": asks permission, subscribes this browser, or stops it. */
export function PushDeviceToggle() {
  const { t } = useTranslation();
  const id = useId();
  const supported = pushSupported();
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    currentPushSubscription()
      .then((s) => live && setOn(s !== null))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [supported]);

  const toggle = async (next: boolean) => {
    setBusy(true);
    try {
      if (next) {
        const granted = await subscribeToPush();
        setOn(granted);
        if (!granted) toast.error(t('notificationPreferences.device.denied'));
      } else {
        await unsubscribeFromPush();
        setOn(false);
      }
    } catch (error) {
      toast.error(t('notificationPreferences.failed'), { description: errorDescription(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center justify-between gap-4 rounded-md border p-3">
      <div className="flex flex-col">
        <label htmlFor={id} className="font-medium text-sm">
          {t('notificationPreferences.device.label')}
        </label>
        <span id={`${id}-hint`} className="text-muted-foreground text-sm">
          {supported
            ? t('notificationPreferences.device.hint')
            : t('notificationPreferences.device.unsupported')}
        </span>
      </div>
      <Switch
        id={id}
        checked={on}
        disabled={!supported || busy}
        aria-describedby={`${id}-hint`}
        onCheckedChange={(next) => void toggle(next)}
      />
    </div>
  );
}
