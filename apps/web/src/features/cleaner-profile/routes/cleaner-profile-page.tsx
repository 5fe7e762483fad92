import '../cleaner-profile-strings';
import { useTranslation } from 'react-i18next';
import { CleanerDocumentsSection } from '@/components/cleaner-documents/cleaner-documents-section';
import { CompleteProfileBanner } from '@/components/complete-profile-banner';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useBrand } from '@/lib/app-config';
import { useCleanerProfile } from '@/lib/use-cleaner-profile';
import { AccountCard } from '../components/account-card';
import { AvailabilityCard } from '../components/availability-card';
import { LocationCard } from '../components/location-card';
import { PerformanceCard } from '../components/performance-card';
import { ProfileDetailsCard } from '../components/profile-details-card';
import { ProfileHeaderCard } from '../components/profile-header-card';
import { StandardsLink } from '../components/standards-link';

/**
 * /provider/profile: the cleaner's own profile. Name, phone, bio, rate, radius and services are edited
 * and really saved; location and payouts are read-only (changed in the setup wizard); weekly hours have
 * their own editor; performance shows live figures.
 */
export function CleanerProfilePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const profile = useCleanerProfile();
  const title = t('pages.cleanerProfile');

  return (
    <div className="flex flex-col gap-6">
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{t('cleanerProfile.intro')}</p>
      </div>
      {profile ? (
        <>
          <ProfileHeaderCard profile={profile} />
          {profile.onboardingComplete ? null : <SetupBanner />}
          <StandardsLink />
          <ProfileDetailsCard profile={profile} />
          <AvailabilityCard />
          <LocationCard profile={profile} />
          <Card>
            <CardContent>
              <CleanerDocumentsSection headingLevel={2} />
            </CardContent>
          </Card>
          <PerformanceCard />
          <AccountCard />
        </>
      ) : (
        <div className="flex flex-col gap-6" aria-busy="true">
          <Skeleton className="h-28 w-full rounded-2xl" />
          <Skeleton className="h-72 w-full rounded-2xl" />
        </div>
      )}
    </div>
  );
}

function SetupBanner() {
  const { t } = useTranslation();
  return (
    <CompleteProfileBanner title={t('cleanerProfile.setup.title')} body={t('cleanerProfile.setup.body')} />
  );
}
