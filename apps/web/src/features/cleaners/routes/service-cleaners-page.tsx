import '../cleaners-strings';
import { isHomeType } from '@limpa/domain';
import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/search-input';
import { Label } from '@/components/ui/label';
import { useBrand } from '@/lib/app-config';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced-value';
import { useCleaners } from '../api/get-cleaners';
import { useDefaultCity } from '../api/get-default-city';
import { CleanerResults } from '../components/cleaner-results';
import { CleanersFound } from '../components/cleaners-found';
import { type CleanerListFilters, FilterSheet } from '../components/filter-sheet';
import { useLoadErrorToast } from '../components/use-load-error-toast';
import { useUrlState } from '../components/use-url-state';

/**
 * Mobile list B: search, a filter sheet (home type, city prefilled from the customer's default address),
 * "N cleaners found" (all matches, counted by the server), the cards with View Profile, and "Load more". Filters live in the URL; a `city`
 * parameter that is present but empty means the customer cleared the prefilled city.
 */
export function ServiceCleanersPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const ids = { search: useId(), results: useId() };

  const url = useUrlState();
  const homeTypeValue = url.get('homeType');
  const homeType = isHomeType(homeTypeValue) ? homeTypeValue : '';
  const city = url.get('city').trim();
  const cityDecided = url.has('city');

  // The customer's own city fills the filter once, unless the URL already says something about the city.
  const defaultCity = useDefaultCity({ enabled: !cityDecided });
  // biome-ignore lint/correctness/useExhaustiveDependencies: prefill once, when the address arrives
  useEffect(() => {
    if (!cityDecided && defaultCity.data) url.update({ city: defaultCity.data });
  }, [defaultCity.data]);
  const cityKnown = cityDecided || defaultCity.isSuccess || defaultCity.isError;
  const prefillPending = !cityDecided && Boolean(defaultCity.data);

  const [search, setSearch] = useState(url.get('q'));
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: mirror the debounced search into the URL only
  useEffect(() => {
    if (q !== url.get('q')) url.update({ q: q || null });
  }, [q]);

  const cleaners = useCleaners(
    { q, city, homeType: homeType || undefined },
    { enabled: cityKnown && !prefillPending },
  );
  useLoadErrorToast(cleaners, t('cleaners.list.loadFailed'));

  const loading = cleaners.isPending;
  const filters: CleanerListFilters = { homeType, city };
  // The city is kept (empty) when cleared, so the default city does not come back.
  const applyFilters = (next: CleanerListFilters) =>
    url.update({ homeType: next.homeType || null, city: next.city });
  const filtered = q !== '' || homeType !== '' || city !== '';
  const clearAll = () => {
    setSearch('');
    url.update({ q: null, homeType: null, city: '' });
  };

  const chips = [
    homeType
      ? {
          key: 'homeType',
          label: t('cleaners.list.activeHomeType', {
            homeType: t(`cleaners.filters.homeTypes.${homeType}`),
          }),
          remove: () => url.update({ homeType: null }),
        }
      : null,
    city
      ? {
          key: 'city',
          label: t('cleaners.list.activeCity', { city }),
          remove: () => url.update({ city: '' }),
        }
      : null,
  ].filter((chip) => chip !== null);

  return (
    <div className="flex flex-col gap-5">
      <title>{t('common.pageTitle', { page: t('pages.customerServiceCleaners'), brand })}</title>
      <header className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t('cleaners.list.heading')}</h1>
        <p className="text-muted-foreground">{t('cleaners.list.intro')}</p>
      </header>

      <div className="flex flex-col gap-3">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older Safari and jsdom; the role is the landmark */}
        <div role="search" className="flex flex-col gap-2">
          <Label htmlFor={ids.search}>{t('cleaners.list.search')}</Label>
          <div className="flex gap-2">
            <SearchInput
              id={ids.search}
              placeholder={t('cleaners.list.searchPlaceholder')}
              value={search}
              onChange={setSearch}
              className="min-w-0 flex-1"
            />
            <FilterSheet value={filters} onApply={applyFilters} />
          </div>
        </div>
        {chips.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li key={chip.key}>
                <button
                  type="button"
                  onClick={chip.remove}
                  aria-label={t('cleaners.list.removeFilter', { filter: chip.label })}
                  className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-secondary py-1 pr-2.5 pl-3.5 font-medium text-secondary-foreground text-sm transition-colors hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
                >
                  {chip.label}
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <section aria-labelledby={ids.results} aria-busy={cleaners.isFetching} className="flex flex-col gap-3">
        <CleanersFound id={ids.results} cleaners={cleaners} />
        <CleanerResults
          cleaners={cleaners}
          loading={loading}
          texts={{
            loadFailed: t('cleaners.list.loadFailed'),
            emptyTitle: t('cleaners.list.empty'),
            emptyBody: t('cleaners.list.emptyBody'),
            clearFilters: t('cleaners.list.clearFilters'),
          }}
          filtered={filtered}
          onClearFilters={clearAll}
          label={t('pages.customerServiceCleaners')}
        />
      </section>
    </div>
  );
}
