import '../booking-wizard-strings';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppConfig, useBrand } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';
import { BookingWizard } from '../components/booking-wizard';
import { MaintenancePause } from '../components/maintenance-pause';

/**
 * /customer/book. While bookings are paused for maintenance the server refuses every new one, so the page
 * says so before step 1 instead of offering the steps (the choices kept in the draft wait for the end of it).
 * The wizard is mounted per signed-in person and afresh when they start over.
 */
export function BookPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { user, profile } = useAuth();
  const { maintenanceMode } = useAppConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const [round, setRound] = useState(0);
  // Starting over: the URL's key when it was asked; the wizard comes back once the URL has left the old step
  // (mounted before, it would judge the old step against fresh choices and send the customer elsewhere).
  const [restartFrom, setRestartFrom] = useState<string | null>(null);
  useEffect(() => {
    if (restartFrom === null || location.key === restartFrom) return;
    setRestartFrom(null);
    setRound((r) => r + 1);
  }, [location.key, restartFrom]);
  const title = t('pages.customerBook');

  if (!profile || !user) {
    return (
      <div className="flex flex-col gap-4">
        <title>{t('common.pageTitle', { page: title, brand })}</title>
        <p role="status" className="text-muted-foreground text-sm">
          {t('bookingWizard.loadingProfile')}
        </p>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  }
  if (maintenanceMode) {
    return (
      <>
        <title>{t('common.pageTitle', { page: title, brand })}</title>
        <MaintenancePause title={title} />
      </>
    );
  }
  if (restartFrom !== null) return <title>{t('common.pageTitle', { page: title, brand })}</title>;
  return (
    <BookingWizard
      key={`${user.id}:${round}`}
      userId={user.id}
      onStartOver={() => {
        setRestartFrom(location.key);
        navigate({ search: '' }, { replace: true });
      }}
    />
  );
}
