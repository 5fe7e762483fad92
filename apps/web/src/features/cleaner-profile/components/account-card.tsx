import { ChevronRight, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoutButton } from '@/components/logout-button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Profile setup (the onboarding wizard) and Logout, which signs out and goes to /auth. */
export function AccountCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('cleanerProfile.account.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Link
          to="/provider/complete-profile"
          className="flex min-h-12 items-center gap-3 rounded-xl border border-border/80 px-4 font-medium transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ListChecks aria-hidden className="size-5 text-primary" />
          <span className="flex-1">{t('cleanerProfile.account.setup')}</span>
          <ChevronRight aria-hidden className="size-5 text-muted-foreground" />
        </Link>
        <LogoutButton
          label={t('cleanerProfile.account.logout')}
          pendingLabel={t('cleanerProfile.account.loggingOut')}
        />
      </CardContent>
    </Card>
  );
}
