import '../cleaners-strings';
import { Heart, Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { useBrand } from '@/lib/app-config';
import { useFavorites } from '../api/get-favorites';
import { CleanerList, CleanerListSkeleton } from '../components/cleaner-list-card';
import { useLoadErrorToast } from '../components/use-load-error-toast';

/** The customer's saved cleaners (stored server-side), newest first; the heart removes one. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const headingId = useId();
  const favorites = useFavorites();
  useLoadErrorToast(favorites, t('cleaners.favorites.loadFailed'));
  const items = favorites.data?.pages.flatMap((page) => page.items) ?? [];

  const findCleaners = (
    <Button asChild>
      <Link to="/customer/find-cleaners">
        <Search aria-hidden />
        {t('cleaners.favorites.findCleaners')}
      </Link>
    </Button>
  );

  return (
    <div className="flex flex-col gap-5">
      <title>{t('common.pageTitle', { page: t('pages.customerFavorites'), brand })}</title>
      <header className="flex flex-col gap-1">
        <h1 id={headingId} className="font-bold text-2xl tracking-tight sm:text-3xl">
          {t('cleaners.favorites.heading')}
        </h1>
        <p className="text-muted-foreground">{t('cleaners.favorites.intro')}</p>
      </header>

      <section aria-labelledby={headingId} aria-busy={favorites.isFetching} className="flex flex-col gap-3">
        {favorites.isPending ? (
          <CleanerListSkeleton count={2} />
        ) : favorites.isError && items.length === 0 ? (
          <EmptyState
            icon={Heart}
            title={t('cleaners.favorites.loadFailed')}
            action={
              <Button variant="outline" onClick={() => favorites.refetch()}>
                {t('cleaners.retry')}
              </Button>
            }
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={Heart}
            title={t('cleaners.favorites.empty')}
            body={t('cleaners.favorites.emptyBody')}
            action={findCleaners}
          />
        ) : (
          <>
            <CleanerList cleaners={items} label={t('cleaners.favorites.heading')} showBook showFavorite />
            {favorites.isFetchingNextPage ? <CleanerListSkeleton count={1} /> : null}
            <LoadMore
              label={t('cleaners.loadMore')}
              loadingLabel={t('cleaners.loadingMore')}
              hasNextPage={favorites.hasNextPage}
              isFetchingNextPage={favorites.isFetchingNextPage}
              onLoadMore={() => favorites.fetchNextPage()}
            />
          </>
        )}
      </section>
    </div>
  );
}
