import type { Locale } from '@limpa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/forms/native-select';
import { Label } from '@/components/ui/label';
import { useUpdateOwnProfile } from '@/lib/api/update-own-profile';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { i18n } from '@/lib/i18n';
import { LOCALES, storeLocale } from '@/lib/locale';
import { chooseLocaleSignedOut } from '@/lib/locale-choice';
import { toast } from '@/lib/toast';

/**
 * The language picker (/auth and every profile): switches at once (the chosen language's strings load on
 * demand), keeps the choice on this device and, signed in, on the profile so e-mails and errors follow it;
 * signed out, the next sign-in or sign-up gives it to the account.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { status } = useAuth();
  const save = useUpdateOwnProfile({
    onSaved: () => {},
    onFailed: () => toast.error(t('languagePicker.saveFailed')),
  });

  const choose = (locale: Locale) => {
    void i18n.changeLanguage(locale);
    if (status === 'signed-in') {
      storeLocale(locale);
      save.mutate({ locale });
    } else {
      // Signed out, the choice waits for the account: sign-in or sign-up hands it over.
      chooseLocaleSignedOut(locale);
    }
  };

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{t('languagePicker.label')}</Label>
      <NativeSelect
        id={id}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => choose(event.target.value as Locale)}
        disabled={save.isPending}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`languagePicker.names.${locale}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
