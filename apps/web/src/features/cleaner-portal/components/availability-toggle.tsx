import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useAuth } from '@/lib/auth';
import { useSetAcceptingJobs } from '../api/set-accepting-jobs';

/**
 * The "Available for new jobs" switch, stored on the server: while off, customers neither find the cleaner in
 * search nor see their free times (confirmed jobs stay).
 */
export function AvailabilityToggle() {
  const { t } = useTranslation();
  const id = useId();
  const { profile } = useAuth();
  const setAccepting = useSetAcceptingJobs();
  const available = profile?.acceptingJobs !== false;
  return (
    <Card className="flex flex-col gap-2 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-switch`} className="text-base">
            {t('cleanerPortal.availability.label')}
          </Label>
          <p className="text-muted-foreground text-sm">
            {available ? t('cleanerPortal.availability.on') : t('cleanerPortal.availability.off')}
          </p>
        </div>
        <Switch
          id={`${id}-switch`}
          checked={available}
          onCheckedChange={(accepting) => setAccepting.mutate(accepting)}
          aria-describedby={`${id}-hint`}
        />
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {t('cleanerPortal.availability.hint')}
      </p>
    </Card>
  );
}
