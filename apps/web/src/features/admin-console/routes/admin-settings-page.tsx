import '../admin-console-strings';
import type { AdminSettings, AdminSettingsBody } from '@limpa/contracts';
import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/admin-page';
import { LanguagePicker } from '@/components/language/language-picker';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { formatAdminDateTime } from '../admin-format';
import { useAdminSettings } from '../api/get-admin-settings';
import { useUpdateAdminSettings } from '../api/update-admin-settings';
import { EarliestStartField, parseEarliestStart } from '../components/earliest-start-field';
import { useAdminPageMeta } from '../components/use-admin-page-meta';

type SettingKey = 'maintenanceMode' | 'requireProviderApproval' | 'requireIdentityVerification';

const SETTINGS: readonly {
  key: SettingKey;
  label: 'maintenanceMode' | 'requireApproval' | 'requireIdentity';
}[] = [
  { key: 'maintenanceMode', label: 'maintenanceMode' },
  { key: 'requireProviderApproval', label: 'requireApproval' },
  { key: 'requireIdentityVerification', label: 'requireIdentity' },
];

function SettingRow({
  setting,
  checked,
  disabled,
  onChange,
}: {
  setting: (typeof SETTINGS)[number];
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex items-center justify-between gap-4 border-border/70 border-b py-4 first:pt-0 last:border-b-0 last:pb-0">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="font-semibold">
          {t(`adminConsole.settings.${setting.label}`)}
        </label>
        <p id={hintId} className="text-muted-foreground text-sm">
          {t(`adminConsole.settings.${setting.label}Hint`)}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={hintId}
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
      />
    </div>
  );
}

type Draft = Record<SettingKey, boolean> & { earliestStartHours: string };

function SettingsForm({ saved }: { saved: AdminSettings }) {
  const { t } = useTranslation();
  const save = useUpdateAdminSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const values: Draft = draft ?? {
    maintenanceMode: saved.maintenanceMode,
    requireProviderApproval: saved.requireProviderApproval,
    requireIdentityVerification: saved.requireIdentityVerification,
    earliestStartHours: String(saved.earliestStartHours),
  };
  const hours = parseEarliestStart(values.earliestStartHours);
  const changed =
    values.maintenanceMode !== saved.maintenanceMode ||
    values.requireProviderApproval !== saved.requireProviderApproval ||
    values.requireIdentityVerification !== saved.requireIdentityVerification ||
    hours !== saved.earliestStartHours;
  const canSave = changed && hours !== null && !save.isPending;

  const submit = () => {
    if (hours === null) return;
    const body: AdminSettingsBody = { ...values, earliestStartHours: hours };
    save.mutate(body, { onSuccess: () => setDraft(null) });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) submit();
      }}
      className="flex flex-col gap-4"
    >
      {saved.maintenanceMode ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl status-pending px-4 py-3 font-medium text-sm"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('adminConsole.settings.maintenanceOn')}
        </p>
      ) : null}
      <Card>
        <CardContent>
          {SETTINGS.map((setting) => (
            <SettingRow
              key={setting.key}
              setting={setting}
              checked={values[setting.key]}
              disabled={save.isPending}
              onChange={(checked) => setDraft({ ...values, [setting.key]: checked })}
            />
          ))}
          <EarliestStartField
            value={values.earliestStartHours}
            disabled={save.isPending}
            onChange={(text) => setDraft({ ...values, earliestStartHours: text })}
          />
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3 border-border/70 border-t pt-4 sm:flex-row sm:items-center sm:justify-between sm:pt-5">
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {changed
              ? t('adminConsole.settings.unsaved')
              : t('adminConsole.settings.lastUpdated', { when: formatAdminDateTime(saved.updatedAt) })}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={() => setDraft(null)} disabled={!changed || save.isPending}>
              {t('adminConsole.settings.discard')}
            </Button>
            <Button type="submit" disabled={!canSave}>
              {save.isPending ? <Spinner className="size-4" /> : null}
              {save.isPending ? t('adminConsole.settings.saving') : t('adminConsole.settings.save')}
            </Button>
          </div>
        </CardFooter>
      </Card>
    </form>
  );
}

function SettingsSkeleton() {
  const { t } = useTranslation();
  return (
    <Card role="status">
      <span className="sr-only">{t('common.loading')}</span>
      <CardContent className="flex flex-col gap-6">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center justify-between gap-4">
            <div className="flex flex-col gap-2">
              <Skeleton className="h-5 w-44" />
              <Skeleton className="h-4 w-64 max-w-full" />
            </div>
            <Skeleton className="h-7 w-12 rounded-full" />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

/**
 * /admin/settings (docs/product-rules.md#admin): the two platform switches and the earliest booking start,
 * stored server-side. Discard returns to the saved values; Save Changes stores them. Below them, the admin's own
 * language, as every other role has in its profile (saved on the profile: mails and errors follow it).
 */
export function AdminSettingsPage() {
  const { t } = useTranslation();
  const title = t('adminConsole.settings.title');
  useAdminPageMeta(title);
  const settings = useAdminSettings();

  return (
    <AdminPage title={title} subtitle={t('adminConsole.settings.description')}>
      <div className="w-full max-w-2xl">
        {settings.data ? (
          // Re-keyed on each save so the form starts from the stored values.
          <SettingsForm key={settings.data.updatedAt} saved={settings.data} />
        ) : settings.isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-2xl border border-border/70 bg-card p-5 shadow-card"
          >
            <p className="font-semibold">{t('adminConsole.settings.loadFailed')}</p>
            <Button variant="outline" onClick={() => void settings.refetch()} disabled={settings.isFetching}>
              {t('adminConsole.settings.retry')}
            </Button>
          </div>
        ) : (
          <SettingsSkeleton />
        )}
        <Card className="mt-6 p-5">
          <LanguagePicker />
        </Card>
      </div>
    </AdminPage>
  );
}
