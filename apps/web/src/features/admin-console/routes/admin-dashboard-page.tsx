import '../admin-console-strings';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/components/admin-page';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { useSignOut } from '@/lib/sign-out';
import { useAdminStats } from '../api/get-admin-stats';
import { usePlatformHealth } from '../api/get-platform-health';
import { ManageLinks, QuickActions } from '../components/dashboard-links';
import { DashboardStats } from '../components/dashboard-stats';
import { PlatformStatus } from '../components/platform-status';
import { useAdminPageMeta } from '../components/use-admin-page-meta';

/**
 * /admin/dashboard (docs/product-rules.md#admin, #money): live figures with
 * revenue per currency, the admin areas, shortcuts to live pages, the platform status and Sign Out.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const title = t('adminConsole.dashboard.title');
  useAdminPageMeta(title);

  const stats = useAdminStats();
  const health = usePlatformHealth();
  const signOut = useSignOut();

  // Failures loading stats are quiet (docs/product-rules.md#wording): dashes and a way to try again, no
  // toast.
  const data = stats.data ?? (stats.isError ? null : undefined);
  const online = health.isPending ? undefined : health.isSuccess && health.data?.status === 'ok';

  return (
    <AdminPage
      title={title}
      subtitle={
        profile?.fullName
          ? t('adminConsole.dashboard.subtitle', { name: profile.fullName })
          : t('adminConsole.dashboard.subtitleFallback')
      }
      actions={
        <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut aria-hidden />
          {signOut.isPending ? t('adminConsole.dashboard.signingOut') : t('adminConsole.dashboard.signOut')}
        </Button>
      }
    >
      <DashboardStats stats={data} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="flex min-w-0 flex-col gap-6">
          <QuickActions
            failedPayments={data === undefined ? undefined : (data?.failedPayments ?? null)}
            openReports={data === undefined ? undefined : (data?.openReports ?? null)}
          />
          <ManageLinks />
        </div>
        <div className="lg:pt-10">
          <PlatformStatus
            online={online}
            activeSessions={data === undefined ? undefined : (data?.activeSessions ?? null)}
            reviewsThisWeek={data === undefined ? undefined : (data?.reviewsThisWeek ?? null)}
          />
        </div>
      </div>
    </AdminPage>
  );
}
