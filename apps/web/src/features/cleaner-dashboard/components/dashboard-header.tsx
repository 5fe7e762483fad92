import { BadgeCheck, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

interface DashboardHeaderProps {
  title: string;
  name: string | null;
  isApproved: boolean;
}

/** "Hello, Ana" (or "Tasker") with the account's real status: Active, or Awaiting approval. */
export function DashboardHeader({ title, name, isApproved }: DashboardHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-1.5">
      {/* The page is the dashboard (its title); the greeting is what people see first. */}
      <h1 className="sr-only">{title}</h1>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="font-bold text-2xl tracking-tight sm:text-3xl">
          {t('cleanerDashboard.greeting', { name: name ?? t('cleanerDashboard.fallbackName') })}
        </p>
        {isApproved ? (
          <Badge variant="completed">
            <BadgeCheck aria-hidden />
            {t('cleanerDashboard.active')}
          </Badge>
        ) : (
          <Badge variant="pending">
            <Hourglass aria-hidden />
            {t('cleanerDashboard.awaitingApproval')}
          </Badge>
        )}
      </div>
      <p className="text-muted-foreground">
        {isApproved ? t('cleanerDashboard.subtitle') : t('cleanerDashboard.awaitingApprovalHint')}
      </p>
    </header>
  );
}
