import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AccountPrivacySection } from '@/components/account/account-privacy-section';
import { EmailVerificationNotice } from '@/components/account/email-verification-notice';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useBrand } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';
import { useSignOut } from '@/lib/sign-out';
import { AccountLinks } from '../components/account-links';
import { ProfileForm } from '../components/profile-form';
import { ProfileSummaryCard } from '../components/profile-summary-card';

/** /customer/profile: edit full name and phone; e-mail read-only; Logout returns to /auth. */
export function CustomerProfilePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { user, profile } = useAuth();
  const signOut = useSignOut();
  const title = t('pages.customerProfile');

  return (
    <div className="flex flex-col gap-6">
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{t('customerProfile.intro')}</p>
      </div>
      <EmailVerificationNotice />
      <ProfileSummaryCard />
      {profile && user ? (
        <ProfileForm key={profile.id} fullName={profile.fullName} phone={profile.phone} email={user.email} />
      ) : null}
      <AccountLinks />
      <AccountPrivacySection />
      <Button
        variant="outline"
        size="lg"
        className="w-full text-destructive-text hover:bg-destructive/5"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        {signOut.isPending ? <Spinner /> : <LogOut aria-hidden />}
        {signOut.isPending ? t('customerProfile.loggingOut') : t('customerProfile.logout')}
      </Button>
    </div>
  );
}
