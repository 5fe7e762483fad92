import '../cleaners-strings';
import { CLEANER_SORTS, type CleanerSort, cleanerSortOf } from '@limpa/contracts/cleaner-sorts';
import { LayoutDashboard } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NativeSelect } from '@/components/forms/native-select';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { useAddresses } from '@/lib/api/get-addresses';
import { useBrand } from '@/lib/app-config';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced-value';
import { useCleaners } from '../api/get-cleaners';
import { useServiceOptions } from '../api/get-service-options';
import { CleanerResults } from '../components/cleaner-results';
import { CleanersFound } from '../components/cleaners-found';
import { PageBackLink } from '../components/page-back-link';
import { useLoadErrorToast } from '../components/use-load-error-toast';
import { useUrlState } from '../components/use-url-state';

const SORT_LABELS = {
  rating: 'cleaners.find.sortRating',
  price: 'cleaners.find.sortPrice',
  name: 'cleaners.find.sortName',
  nearest: 'cleaners.find.sortNearest',
} as const satisfies Record<CleanerSort, string>;

/**
 * Browse page A: search (server-side, debounced), service filter, sort, and the cleaners with Book Now.
 * The filters live in the URL, so coming back from a profile shows the same list.
 */
export function FindCleanersPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const ids = {
    search: useId(),
    service: useId(),
    area: useId(),
    sort: useId(),
    results: useId(),
    found: useId(),
  };

  const url = useUrlState();
  const service = url.get('service');
  // The list is of the cleaners who serve the customer's default address (the one their bookings start from), each
  // with its distance, unless they ask for everywhere; without an address the map knows, it is everywhere, and
  // "Nearest" is not offered (a shared link asking for it reads as the default sort). Decision 061.
  const addresses = useAddresses();
  const located = addresses.data?.find((a) => a.isDefault && a.location !== null) ?? null;
  const home = url.get('area') === 'anywhere' ? null : located;
  const asked = cleanerSortOf(url.get('sort'));
  const sort = asked === 'nearest' && !home ? 'rating' : asked;
  const sorts = CLEANER_SORTS.filter((option) => option !== 'nearest' || home !== null);

  const [search, setSearch] = useState(url.get('q'));
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: mirror the debounced search into the URL only
  useEffect(() => {
    if (q !== url.get('q')) url.update({ q: q || null });
  }, [q]);

  const services = useServiceOptions();
  // The first page waits for the addresses, so it is asked once, for the right place.
  const cleaners = useCleaners(
    { q, service, sort, servesAddressId: home?.id },
    { enabled: !addresses.isPending },
  );
  useLoadErrorToast(cleaners, t('cleaners.find.errorTitle'), t('cleaners.find.errorDescription'));

  const filtered = q !== '' || service !== '';
  const clearFilters = () => {
    setSearch('');
    url.update({ q: null, service: null });
  };

  return (
    <div className="flex flex-col gap-5">
      <title>{t('common.pageTitle', { page: t('pages.customerFindCleaners'), brand })}</title>
      <div className="flex items-center justify-between">
        <PageBackLink fallback="/dashboard" />
        <Button asChild variant="ghost" size="sm" className="-mr-2 text-muted-foreground">
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden />
            {t('cleaners.dashboard')}
          </Link>
        </Button>
      </div>

      <header className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t('cleaners.find.heading')}</h1>
        <p className="text-muted-foreground">{t('cleaners.find.intro')}</p>
      </header>

      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older Safari and jsdom; the role is the landmark */}
      <div role="search" className="flex flex-col gap-3">
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.search}>{t('cleaners.find.search')}</Label>
          <SearchInput
            id={ids.search}
            placeholder={t('cleaners.find.searchPlaceholder')}
            value={search}
            onChange={setSearch}
          />
        </div>
        {located ? (
          <div className="flex min-w-0 flex-col gap-2">
            <Label htmlFor={ids.area}>{t('cleaners.find.area')}</Label>
            <NativeSelect
              id={ids.area}
              value={home ? 'home' : 'anywhere'}
              onChange={(event) =>
                url.update({ area: event.target.value === 'anywhere' ? 'anywhere' : null })
              }
            >
              <option value="home">
                {t('cleaners.find.areaHome', {
                  address: [located.streetAddress, located.city].filter(Boolean).join(', '),
                })}
              </option>
              <option value="anywhere">{t('cleaners.find.areaAnywhere')}</option>
            </NativeSelect>
          </div>
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          <div className="flex min-w-0 flex-col gap-2">
            <Label htmlFor={ids.service}>{t('cleaners.find.service')}</Label>
            <NativeSelect
              id={ids.service}
              value={service}
              onChange={(event) => url.update({ service: event.target.value || null })}
            >
              <option value="">{t('cleaners.find.allServices')}</option>
              {(services.data ?? []).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
              {service && !services.data?.includes(service) ? (
                <option value={service}>{service}</option>
              ) : null}
            </NativeSelect>
          </div>
          <div className="flex min-w-0 flex-col gap-2">
            <Label htmlFor={ids.sort}>{t('cleaners.find.sort')}</Label>
            <NativeSelect
              id={ids.sort}
              value={sort}
              onChange={(event) =>
                url.update({ sort: event.target.value === 'rating' ? null : event.target.value })
              }
            >
              {sorts.map((option) => (
                <option key={option} value={option}>
                  {t(SORT_LABELS[option])}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>

      <section aria-labelledby={ids.results} aria-busy={cleaners.isFetching} className="flex flex-col gap-3">
        <h2 id={ids.results} className="sr-only">
          {t('cleaners.find.resultsLabel')}
        </h2>
        <CleanersFound id={ids.found} cleaners={cleaners} />
        <CleanerResults
          cleaners={cleaners}
          loading={cleaners.isPending}
          texts={{
            loadFailed: t('cleaners.find.errorDescription'),
            emptyTitle: t('cleaners.find.emptyTitle'),
            emptyBody: t('cleaners.find.emptyBody'),
            clearFilters: t('cleaners.find.clearFilters'),
          }}
          filtered={filtered}
          onClearFilters={clearFilters}
          label={t('cleaners.find.resultsLabel')}
          showBook
          showFavorite
        />
      </section>
    </div>
  );
}
