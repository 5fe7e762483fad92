import { Search, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBadge } from '@/components/icon-badge';

/**
 * Looks like a search field, opens the booking wizard ("a search-like bar",
 * docs/product-rules.md#customer-screens).
 */
export function SearchBar() {
  const { t } = useTranslation();
  return (
    <Link
      to="/customer/book"
      className="flex h-14 items-center gap-3 rounded-2xl border border-input bg-card px-4 text-muted-foreground shadow-card transition-[border-color,box-shadow] hover:border-brand-400 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/20"
    >
      <Search aria-hidden className="size-5 shrink-0 text-brand-600" />
      <span className="flex-1 truncate text-base">{t('customerHome.search')}</span>
      <IconBadge
        icon={SlidersHorizontal}
        className="size-9 rounded-xl bg-primary text-primary-foreground"
        iconClassName="size-4"
      />
    </Link>
  );
}
