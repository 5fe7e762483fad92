import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * The home's search: typing a service and sending opens the services list filtered by it; sent empty, it opens
 * the booking wizard, as the bar always did (docs/product-rules.md#customer-screens). Only a form here: the
 * filtering is the services page's, in its own lazy chunk, so the home's first load stays small.
 */
export function SearchBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to browsers before 2023 and to jsdom
    <form
      role="search"
      aria-label={t('customerHome.searchLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        void navigate(query ? `/customer/services?${new URLSearchParams({ q: query })}` : '/customer/book');
      }}
      className="flex h-14 items-center gap-3 rounded-2xl border border-input bg-card pr-2 pl-4 shadow-card transition-[border-color,box-shadow] focus-within:border-brand-500 focus-within:ring-4 focus-within:ring-brand-500/20 hover:border-brand-400"
    >
      <input
        type="search"
        name="q"
        enterKeyHint="search"
        maxLength={100}
        aria-label={t('customerHome.searchLabel')}
        placeholder={t('customerHome.search')}
        className="min-w-0 flex-1 bg-transparent text-base placeholder:text-muted-foreground focus:outline-none"
      />
      <button
        type="submit"
        aria-label={t('customerHome.searchSubmit')}
        className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary text-primary-foreground focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/30"
      >
        <Search aria-hidden className="size-5" />
      </button>
    </form>
  );
}
