import { ChevronRight, ListChecks, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useSignOut } from '@/lib/sign-out';

/** Profile setup (the onboarding wizard) and Logout, which signs out and goes to /auth. */
export function AccountCard() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('providerProfile.account.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Link
          to="/provider/complete-profile"
          className="flex min-h-12 items-center gap-3 rounded-xl border border-border/80 px-4 font-medium transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ListChecks aria-hidden className="size-5 text-primary" />
          <span className="flex-1">{t('providerProfile.account.setup')}</span>
          <ChevronRight aria-hidden className="size-5 text-muted-foreground" />
        </Link>
        <Button
          variant="outline"
          size="lg"
          className="w-full text-destructive-text hover:bg-destructive/5"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {signOut.isPending ? <Spinner /> : <LogOut aria-hidden />}
          {signOut.isPending ? t('providerProfile.account.loggingOut') : t('providerProfile.account.logout')}
        </Button>
      </CardContent>
    </Card>
  );
}
