import { ArrowLeft, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useBrand } from '@/lib/app-config';
import { useAuth } from '@/lib/auth';
import type en from '@/lib/locales/en.json';
import { dashboardPathForRole } from '@/lib/role-paths';

export type PlaceholderPageKey = keyof (typeof en)['pages'];

export interface PlaceholderHandle {
  page: PlaceholderPageKey;
}

function isPlaceholderHandle(handle: unknown): handle is PlaceholderHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}

/**
 * Stand-in for a screen a later issue builds: titled after its route (the route's `handle.page`),
 * inside the real app shell.
 */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { role } = useAuth();
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isPlaceholderHandle(match.handle))?.handle as
    | PlaceholderHandle
    | undefined;
  const title = handle ? t(`pages.${handle.page}`) : '';
  const dashboard = dashboardPathForRole(role);

  return (
    <div className="flex flex-col gap-6">
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
      <Card>
        <CardContent className="flex flex-col items-start gap-4">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
            <Sparkles aria-hidden className="size-6" />
          </span>
          <Badge variant="accent">{t('placeholder.comingSoon')}</Badge>
          <p className="text-muted-foreground">{t('placeholder.body')}</p>
          {pathname !== dashboard ? (
            <Button asChild variant="outline">
              <Link to={dashboard}>
                <ArrowLeft aria-hidden />
                {t('placeholder.back')}
              </Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
