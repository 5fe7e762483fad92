import '../cleaner-profile-strings';
import { ChevronRight, UserRoundPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CleanerDocumentsSection } from '@/components/cleaner-documents/cleaner-documents-section';
import { IconBadge } from '@/components/icon-badge';
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
    <Link
      to="/provider/complete-profile"
      className="group flex items-center gap-4 rounded-2xl border border-accent-200 bg-accent-50 p-4 shadow-card transition-colors hover:bg-accent-100 focus-visible:outline-2 focus-visible:outline-ring sm:p-5"
    >
      <IconBadge
        icon={UserRoundPen}
        className="size-11 shrink-0 rounded-xl bg-accent-100 text-accent-700 group-hover:bg-white"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-semibold text-accent-800 leading-snug">{t('cleanerProfile.setup.title')}</span>
        <span className="text-muted-foreground text-sm">{t('cleanerProfile.setup.body')}</span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-accent-700" />
    </Link>
  );
}
