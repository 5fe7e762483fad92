import { ArrowRight, LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PromptCard } from './prompt-card';

/** Cleaners and admins may open the shared dashboard; this points them back to their own. */
export function OtherRoleNote({ dashboard }: { dashboard: string }) {
  const { t } = useTranslation();
  return (
    <PromptCard
      icon={LayoutDashboard}
      title={t('customerHome.otherRole.title')}
      body={t('customerHome.otherRole.body')}
      action={
        <Button asChild variant="outline">
          <Link to={dashboard}>
            {t('customerHome.otherRole.action')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      }
    />
  );
}
