import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { LanguagePicker } from '../language/language-picker';
import { NotificationPreferencesCard } from '../notification-preferences/notification-preferences-card';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountCard } from './delete-account-card';
import { DownloadDataCard } from './download-data-card';
import '@/lib/strings/account';

/**
 * The customer profile's and the cleaner portal's account section: language, notifications, password, a copy of my data,
 * leaving.
 */
export function AccountPrivacySection() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('account.sectionLabel')} className="flex flex-col gap-6">
      <Card className="p-5">
        <LanguagePicker />
      </Card>
      <NotificationPreferencesCard />
      <ChangePasswordForm />
      <DownloadDataCard />
      <DeleteAccountCard />
    </section>
  );
}
