import '../customer-profile-strings';
import { useTranslation } from 'react-i18next';
import { AccountPrivacySection } from '@/components/account/account-privacy-section';
import { EmailVerificationNotice } from '@/components/account/email-verification-notice';
import { LogoutButton } from '@/components/logout-button';
import { PageHeader } from '@/components/page-header';
import { useAuth } from '@/lib/auth';
import { AccountLinks } from '../components/account-links';
import { ProfileForm } from '../components/profile-form';
import { ProfileSummaryCard } from '../components/profile-summary-card';

/** /customer/profile: edit full name, phone and tax number (NIF); e-mail read-only; Logout returns to /auth. */
export function CustomerProfilePage() {
  const { t } = useTranslation();
  const { user, profile } = useAuth();
  const title = t('pages.customerProfile');

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} subtitle={t('customerProfile.intro')} />
      <EmailVerificationNotice />
      <ProfileSummaryCard />
      {profile && user ? (
        <ProfileForm
          key={profile.id}
          fullName={profile.fullName}
          phone={profile.phone}
          taxId={profile.taxId ?? null}
          email={user.email}
        />
      ) : null}
      <AccountLinks />
      <AccountPrivacySection />
      <LogoutButton label={t('customerProfile.logout')} pendingLabel={t('customerProfile.loggingOut')} />
    </div>
  );
}
