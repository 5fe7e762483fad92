import '../admin-operations-strings';
import { Info, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPage } from '@/components/admin-page';
import { EmptyState } from '@/components/empty-state';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { type ReviewVisibility, useAdminReviews } from '../api/get-admin-reviews';
import { AdminResults } from '../components/admin-results';
import { ReportsQueue } from '../components/reports-queue';
import { ReviewCard } from '../components/review-card';
import { usePageHead } from '../components/use-page-head';

const FILTERS: readonly ReviewVisibility[] = ['all', 'visible', 'hidden'];

function asVisibility(value: string | null): ReviewVisibility {
  return FILTERS.find((filter) => filter === value) ?? 'all';
}

const VIEWS = ['reviews', 'reports'] as const;
type View = (typeof VIEWS)[number];

/**
 * Reviews and Reports: the reviews (live, docs/product-rules.md#reviews), every one newest first, filtered by
 * visibility (`?show=visible|hidden`), each with Hide / Show; and the reports of reviews and people
 * (`?view=reports`, decision 072). Hidden reviews leave ratings and profiles.
 */
export function AdminReviewsPage() {
  const { t } = useTranslation();
  const title = t('adminOperations.reviews.title');
  usePageHead(title, '/admin/reviews');
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('view') === 'reports' ? 'reports' : 'reviews';
  const changeView = (value: string) =>
    setSearchParams(value === 'reports' ? { view: 'reports' } : {}, { replace: true });

  return (
    <AdminPage title={title} subtitle={t('adminOperations.reviews.subtitle')}>
      <Tabs value={view} onValueChange={changeView}>
        <TabsList aria-label={t('adminOperations.reviews.viewLabel')} className="sm:max-w-md">
          {VIEWS.map((v) => (
            <TabsTrigger key={v} value={v}>
              {t(`adminOperations.reviews.views.${v}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="reviews" className="mt-4 flex flex-col gap-4">
          {view === 'reviews' ? <ReviewsList /> : null}
        </TabsContent>
        <TabsContent value="reports" className="mt-4 flex flex-col gap-4">
          {view === 'reports' ? <ReportsQueue /> : null}
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}

function ReviewsList() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const visibility = asVisibility(searchParams.get('show'));
  const query = useAdminReviews(visibility);
  const reviews = query.data?.pages.flatMap((page) => page.items) ?? [];

  const changeFilter = (value: string) =>
    setSearchParams(
      (params) => {
        if (value === 'all') params.delete('show');
        else params.set('show', value);
        return params;
      },
      { replace: true },
    );

  return (
    <>
      <p className="flex gap-2 rounded-xl bg-secondary p-3 text-secondary-foreground text-sm">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('adminOperations.reviews.hiddenBody')}
      </p>
      <Tabs value={visibility} onValueChange={changeFilter}>
        <TabsList aria-label={t('adminOperations.reviews.filterLabel')} className="sm:max-w-md">
          {FILTERS.map((filter) => (
            <TabsTrigger key={filter} value={filter}>
              {t(`adminOperations.reviews.filters.${filter}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {FILTERS.map((filter) => (
          <TabsContent key={filter} value={filter} className="mt-4 flex flex-col gap-4">
            {filter !== visibility ? null : (
              <AdminResults
                query={query}
                loadFailed={t('adminOperations.reviews.loadFailed')}
                skeleton={<ReviewsSkeleton />}
                empty={
                  reviews.length === 0 ? (
                    <EmptyState
                      titleAs="h2"
                      icon={MessageSquareText}
                      title={t(`adminOperations.reviews.empty.${visibility}.title`)}
                      body={t(`adminOperations.reviews.empty.${visibility}.body`)}
                    />
                  ) : null
                }
              >
                <ul aria-label={t('adminOperations.reviews.listLabel')} className="grid gap-3 md:grid-cols-2">
                  {reviews.map((review) => (
                    <ReviewCard key={review.id} review={review} />
                  ))}
                </ul>
              </AdminResults>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

function ReviewsSkeleton() {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} className="flex flex-col gap-3 p-4">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-9 w-full" />
        </Card>
      ))}
    </div>
  );
}
