import '../admin-console-strings';
import {
  type AdminServiceStandards,
  LOCALES,
  SERVICE_STANDARDS_MAX_LENGTH,
  type ServiceStandardsTexts,
} from '@limpa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/admin-page';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { formatAdminDateTime } from '../admin-format';
import { useAdminServiceStandards } from '../api/get-admin-service-standards';
import { useUpdateAdminServiceStandards } from '../api/update-admin-service-standards';
import { useAdminPageMeta } from '../components/use-admin-page-meta';

type Locale = keyof ServiceStandardsTexts;

function LanguageText(props: {
  locale: Locale;
  value: string;
  disabled: boolean;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {t(`adminConsole.standards.language.${props.locale}`)}
      </label>
      <Textarea
        id={id}
        lang={props.locale}
        rows={8}
        maxLength={SERVICE_STANDARDS_MAX_LENGTH}
        aria-describedby={hintId}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <p id={hintId} className="text-muted-foreground text-xs">
        {props.locale === 'en'
          ? t('adminConsole.standards.englishHint')
          : t('adminConsole.standards.fallbackHint')}
      </p>
    </div>
  );
}

function StandardsForm({ saved }: { saved: AdminServiceStandards }) {
  const { t } = useTranslation();
  const save = useUpdateAdminServiceStandards();
  const [draft, setDraft] = useState<ServiceStandardsTexts | null>(null);
  const values = draft ?? saved.texts;
  const changed = LOCALES.some((l) => values[l] !== saved.texts[l]);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (changed && !save.isPending) save.mutate({ texts: values }, { onSuccess: () => setDraft(null) });
      }}
    >
      <Card>
        <CardContent className="flex flex-col gap-6">
          {LOCALES.map((locale) => (
            <LanguageText
              key={locale}
              locale={locale}
              value={values[locale]}
              disabled={save.isPending}
              onChange={(text) => setDraft({ ...values, [locale]: text })}
            />
          ))}
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3 border-border/70 border-t pt-4 sm:flex-row sm:items-center sm:justify-between sm:pt-5">
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {changed
              ? t('adminConsole.standards.unsaved')
              : saved.updatedAt
                ? t('adminConsole.standards.lastUpdated', { when: formatAdminDateTime(saved.updatedAt) })
                : t('adminConsole.standards.neverSaved')}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={() => setDraft(null)} disabled={!changed || save.isPending}>
              {t('adminConsole.standards.discard')}
            </Button>
            <Button type="submit" disabled={!changed || save.isPending}>
              {save.isPending ? <Spinner className="size-4" /> : null}
              {save.isPending ? t('adminConsole.standards.saving') : t('adminConsole.standards.save')}
            </Button>
          </div>
        </CardFooter>
      </Card>
    </form>
  );
}

/**
 * /admin/service-standards (docs/product-rules.md#admin, decision 054): the standards cleaners are held to,
 * one plain text per language, shown to cleaners in theirs (English when theirs is empty).
 */
export function AdminServiceStandardsPage() {
  const { t } = useTranslation();
  const title = t('adminConsole.standards.title');
  useAdminPageMeta(title);
  const standards = useAdminServiceStandards();

  return (
    <AdminPage title={title} subtitle={t('adminConsole.standards.description')}>
      <div className="w-full max-w-3xl">
        {standards.data ? (
          <StandardsForm key={standards.data.updatedAt ?? 'new'} saved={standards.data} />
        ) : standards.isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-2xl border border-border/70 bg-card p-5 shadow-card"
          >
            <p className="font-semibold">{t('adminConsole.standards.loadFailed')}</p>
            <Button
              variant="outline"
              onClick={() => void standards.refetch()}
              disabled={standards.isFetching}
            >
              {t('adminConsole.standards.retry')}
            </Button>
          </div>
        ) : (
          <Card role="status">
            <span className="sr-only">{t('common.loading')}</span>
            <CardContent className="flex flex-col gap-4">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-40 w-full" />
            </CardContent>
          </Card>
        )}
      </div>
    </AdminPage>
  );
}
