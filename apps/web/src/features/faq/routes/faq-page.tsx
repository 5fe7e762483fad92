import '../faq-strings';
import { ArrowRight, CalendarPlus, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FaqGroups } from '@/components/faq/faq-groups';
import { groupByCategory } from '@/components/faq/group-by-category';
import { IconBadge } from '@/components/icon-badge';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFaq } from '@/lib/api/get-faq';
import { useBrand } from '@/lib/app-config';

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e'];

function FaqSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <SkeletonBars
        className="flex gap-2"
        bars={['h-10 w-24 rounded-full', 'h-10 w-24 rounded-full', 'h-10 w-24 rounded-full']}
      />
      {SKELETON_KEYS.slice(0, 2).map((key) => (
        <div key={key} className="flex flex-col gap-3">
          <Skeleton className="h-6 w-32" />
          <Card className="p-5">
            <SkeletonBars className="flex flex-col gap-5" bars={['h-5 w-5/6', 'h-5 w-2/3', 'h-5 w-3/4']} />
          </Card>
        </div>
      ))}
    </div>
  );
}

/** /customer/faq: questions grouped by category, each answer behind a disclosure button. */
export function FaqPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const faq = useFaq();
  const groups = useMemo(() => groupByCategory(faq.data ?? []), [faq.data]);
  const title = t('pages.customerFaq');

  return (
    <div className="flex flex-col gap-6">
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{t('faq.intro')}</p>
      </div>

      {faq.isPending ? (
        <>
          <span className="sr-only">{t('common.loading')}</span>
          <FaqSkeleton />
        </>
      ) : faq.isError ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-3" role="alert">
            <p className="text-muted-foreground">{t('faq.loadFailed')}</p>
            <Button variant="outline" onClick={() => void faq.refetch()}>
              {t('common.retry')}
            </Button>
          </CardContent>
        </Card>
      ) : groups.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-3">
            <IconBadge icon={SearchX} className="size-11 rounded-xl bg-muted text-muted-foreground" />
            <p className="text-muted-foreground">{t('faq.empty')}</p>
            <Button asChild variant="outline">
              <Link to="/customer/services">{t('faq.emptyAction')}</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <FaqGroups groups={groups} categoriesLabel={t('faq.categoriesLabel')} />
      )}

      <Card className="border-brand-200 bg-brand-50">
        <CardContent className="flex flex-col items-start gap-3">
          <IconBadge icon={CalendarPlus} className="size-11 rounded-xl bg-card text-brand-700 shadow-xs" />
          <h2 className="font-semibold text-lg leading-tight">{t('faq.more.title')}</h2>
          <p className="text-muted-foreground text-sm leading-relaxed">{t('faq.more.description')}</p>
          <Button asChild className="mt-1">
            <Link to="/customer/book">
              {t('faq.more.action')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
