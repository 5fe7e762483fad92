import { House } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useBrand } from '@/lib/app-config';
import { logNotFound } from '../api/log-not-found';

export function NotFoundPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { pathname } = useLocation();
  const logged = useRef<string | null>(null);

  useEffect(() => {
    if (logged.current === pathname) return;
    logged.current = pathname;
    logNotFound(pathname);
  }, [pathname]);

  return (
    <div className="flex min-h-[60dvh] flex-col items-center justify-center gap-5 py-10 text-center">
      <title>{t('common.pageTitle', { page: t('notFound.title'), brand })}</title>
      <p
        aria-hidden
        className="bg-gradient-to-br from-brand-400 to-brand-700 bg-clip-text font-bold text-7xl text-transparent tracking-tighter"
      >
        {t('notFound.code')}
      </p>
      <h1 className="font-semibold text-2xl tracking-tight">{t('notFound.heading')}</h1>
      <p className="max-w-xs text-muted-foreground">{t('notFound.description')}</p>
      <Button asChild size="lg">
        <Link to="/">
          <House aria-hidden />
          {t('notFound.home')}
        </Link>
      </Button>
    </div>
  );
}
