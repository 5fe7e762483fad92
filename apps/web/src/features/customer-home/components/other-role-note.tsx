import { ArrowRight, LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBadge } from '@/components/icon-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Cleaners and admins may open the shared dashboard; this points them back to their own. */
export function OtherRoleNote({ dashboard }: { dashboard: string }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
      <IconBadge
        icon={LayoutDashboard}
        className="size-12 shrink-0 rounded-2xl bg-brand-100 text-brand-700"
        iconClassName="size-6"
      />
      <div className="flex flex-1 flex-col gap-1">
        <h2 className="font-semibold text-lg leading-tight">{t('customerHome.otherRole.title')}</h2>
        <p className="text-muted-foreground text-sm">{t('customerHome.otherRole.body')}</p>
      </div>
      <Button asChild variant="outline">
        <Link to={dashboard}>
          {t('customerHome.otherRole.action')}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </Card>
  );
}
