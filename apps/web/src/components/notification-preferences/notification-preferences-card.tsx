import { isTransactionalType } from '@limpa/contracts';
import { notificationTypesFor } from '@limpa/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { useNotificationPreferences } from '@/lib/api/get-notification-preferences';
import {
  type PreferenceChange,
  useUpdateNotificationPreferences,
} from '@/lib/api/update-notification-preferences';
import { useAuth } from '@/lib/auth';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { PushDeviceToggle } from './push-device-toggle';
import '@/lib/strings/notification-preferences';

/** "Notifications": this device's push, then an e-mail and a push switch per kind of notification. */
export function NotificationPreferencesCard() {
  const { t } = useTranslation();
  const prefs = useNotificationPreferences();
  const { role } = useAuth();
  // The server lists the person's own events already; the same mapping here keeps a stale or cached answer
  // (another role's account on this device) from offering a switch the server refuses.
  const types = role ? notificationTypesFor(role, Object.keys(prefs.data?.email ?? {})) : [];
  const update = useUpdateNotificationPreferences();
  const change = (c: PreferenceChange) =>
    update.mutate(c, {
      onError: (error) =>
        toast.error(t('notificationPreferences.failed'), { description: errorDescription(error) }),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('notificationPreferences.title')}</CardTitle>
        <CardDescription>{t('notificationPreferences.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <PushDeviceToggle />
        {prefs.isError ? (
          <LoadError
            message={t('notificationPreferences.loadFailed')}
            retryLabel={t('notificationPreferences.retry')}
            onRetry={() => prefs.refetch()}
          />
        ) : (
          <ul className="flex flex-col divide-y" aria-busy={prefs.isPending}>
            {types.map((type) => (
              <PreferenceRow
                key={type}
                type={type}
                email={prefs.data!.email[type] ?? true}
                push={prefs.data!.push[type] ?? true}
                onChange={change}
              />
            ))}
          </ul>
        )}
        <p className="text-muted-foreground text-sm">{t('notificationPreferences.alwaysEmailed')}</p>
      </CardContent>
    </Card>
  );
}

function PreferenceRow(props: {
  type: string;
  email: boolean;
  push: boolean;
  onChange: (c: PreferenceChange) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // Transactional e-mails cannot be turned off: shown on and disabled (the API refuses it anyway).
  const locked = isTransactionalType(props.type);
  const label = t(`notificationPreferences.types.${props.type}`, { defaultValue: props.type });
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <span id={`${id}-label`} className="font-medium text-sm">
        {label}
      </span>
      <div className="flex gap-6">
        <ChannelSwitch
          text={t('notificationPreferences.email')}
          name={t('notificationPreferences.emailFor', { type: label })}
          checked={locked || props.email}
          disabled={locked}
          describedBy={locked ? `${id}-locked` : undefined}
          onChange={(on) => props.onChange({ channel: 'email', type: props.type, on })}
        />
        <ChannelSwitch
          text={t('notificationPreferences.push')}
          name={t('notificationPreferences.pushFor', { type: label })}
          checked={props.push}
          onChange={(on) => props.onChange({ channel: 'push', type: props.type, on })}
        />
      </div>
      {locked ? (
        <span id={`${id}-locked`} className="sr-only">
          {t('notificationPreferences.alwaysEmailed')}
        </span>
      ) : null}
    </li>
  );
}

/** One channel's switch; its accessible name says the channel and the type ("E-mail: Booking reminders"). */
function ChannelSwitch(props: {
  text: string;
  name: string;
  checked: boolean;
  disabled?: boolean;
  describedBy?: string;
  onChange: (on: boolean) => void;
}) {
  return (
    <span className="flex items-center gap-2 text-sm">
      <Switch
        checked={props.checked}
        disabled={props.disabled}
        aria-label={props.name}
        aria-describedby={props.describedBy}
        onCheckedChange={props.onChange}
      />
      <span aria-hidden>{props.text}</span>
    </span>
  );
}
