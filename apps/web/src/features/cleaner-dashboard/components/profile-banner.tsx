import { useTranslation } from 'react-i18next';
import { CompleteProfileBanner } from '@/components/complete-profile-banner';

/** Shown while onboarding is not complete: the way into the three-step wizard. */
export function ProfileBanner() {
  const { t } = useTranslation();
  return (
    <CompleteProfileBanner
      title={t('cleanerDashboard.banner.title')}
      body={t('cleanerDashboard.banner.body')}
    />
  );
}
