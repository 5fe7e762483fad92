import '../cleaner-portal-strings';
import type { Profile } from '@limpa/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth';
import type { PortalView } from '../api/get-portal-bookings';
import { BookingsTab } from '../components/bookings-tab';
import { DashboardTab } from '../components/dashboard-tab';

const PortalProfilePanel = lazy(() =>
  import('../components/portal-profile-panel').then((m) => ({ default: m.PortalProfilePanel })),
);

const TABS = ['dashboard', 'profile', 'bookings'] as const;
type PortalTab = (typeof TABS)[number];

const isTab = (value: string | null): value is PortalTab => TABS.includes(value as PortalTab);

/**
 * Cleaner portal (docs/product-rules.md#cleaner-screens): tabs Dashboard, Profile and Bookings, the tab (and
 * the bookings view) kept in the URL (`?tab=bookings&show=history`) so a reload or a shared link opens the
 * same place.
 */
export function CleanerPortalPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  // The session is GET /api/v1/me, whose profile is the contracts' Profile.
  const profile = auth.profile as unknown as Profile | null;
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('tab');
  const tab: PortalTab = isTab(rawTab) ? rawTab : 'dashboard';
  const view: PortalView = params.get('show') === 'history' ? 'history' : 'open';
  const title = t('pages.cleanerPortal');

  const go = (next: PortalTab, nextView: PortalView = 'open') => {
    const search = new URLSearchParams(params);
    search.set('tab', next);
    if (next === 'bookings' && nextView === 'history') search.set('show', 'history');
    else search.delete('show');
    setParams(search, { replace: true });
  };

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={title} subtitle={t('cleanerPortal.subtitle')} />
      <Tabs value={tab} onValueChange={(value) => isTab(value) && go(value)}>
        <TabsList aria-label={t('cleanerPortal.tabs.label')}>
          {TABS.map((key) => (
            <TabsTrigger key={key} value={key}>
              {t(`cleanerPortal.tabs.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="dashboard">
          <DashboardTab onViewAll={() => go('bookings')} />
        </TabsContent>
        <TabsContent value="profile">
          {profile ? (
            <Suspense
              fallback={
                <p role="status" className="text-muted-foreground text-sm">
                  {t('common.loading')}
                </p>
              }
            >
              <PortalProfilePanel profile={profile} />
            </Suspense>
          ) : null}
        </TabsContent>
        <TabsContent value="bookings">
          <BookingsTab view={view} onViewChange={(next) => go('bookings', next)} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
