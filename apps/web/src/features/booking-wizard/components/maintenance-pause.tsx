import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from './wizard-empty-state';

/**
 * Shown instead of the wizard while bookings are paused for maintenance: the server would refuse the booking
 * at the last step, so none of the steps is offered. A live region, so a pause that starts while the page is
 * open (the flag is read again on focus) is announced too.
 */
export function MaintenancePause({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
      <div role="status">
        <EmptyState
          icon={Wrench}
          title={t('bookingWizard.maintenance.title')}
          action={
            <Button asChild variant="outline">
              <Link to="/dashboard">{t('bookingWizard.maintenance.home')}</Link>
            </Button>
          }
        >
          {t('bookingWizard.maintenance.body')}
        </EmptyState>
      </div>
    </div>
  );
}
