import type { AdminUserDetail } from '@limpa/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useUpdateAdminUser } from '../api/update-admin-user';

const REASON_MAX = 500;

/**
 * Suspend (with a reason, kept in the audit) or unsuspend. A suspension signs the person out at once, cancels
 * their pending bookings and hides a cleaner from search; the server refuses an admin suspending themselves.
 */
export function SuspensionControl({ user, isSelf }: { user: AdminUserDetail; isSelf: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateAdminUser();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const fieldId = useId();

  if (isSelf) return <p className="text-muted-foreground text-sm">{t('adminConsole.suspension.self')}</p>;

  if (user.suspended) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm">
          {t('adminConsole.suspension.since', { reason: user.suspensionReason ?? '' })}
        </p>
        <Button
          variant="outline"
          className="self-start"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: user.id, body: { suspended: false } })}
        >
          {update.isPending ? <Spinner /> : null}
          {t('adminConsole.suspension.unsuspend')}
        </Button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(t('adminConsole.suspension.reasonRequired'));
      return;
    }
    update.mutate(
      { id: user.id, body: { suspended: true, reason: trimmed } },
      { onSuccess: () => setReason('') },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <FormField
        id={fieldId}
        label={t('adminConsole.suspension.reason')}
        hint={t('adminConsole.suspension.warning')}
        error={error}
      >
        {(c) => (
          <Textarea
            {...c}
            value={reason}
            maxLength={REASON_MAX}
            rows={2}
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <Button type="submit" variant="destructive" className="self-start" disabled={update.isPending}>
        {update.isPending ? <Spinner /> : null}
        {t('adminConsole.suspension.suspend')}
      </Button>
    </form>
  );
}
