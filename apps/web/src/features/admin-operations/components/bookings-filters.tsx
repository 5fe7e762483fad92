import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/search-input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export const PAYMENT_FILTERS = ['all', 'failed', 'requires_action'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

interface BookingsFiltersProps {
  /** The search in effect (from the URL). */
  q: string;
  onSearch: (q: string) => void;
  payment: PaymentFilter;
  onPaymentChange: (payment: PaymentFilter) => void;
}

/** Search (customer or cleaner name, or booking id; debounced) and the payment filter. */
export function BookingsFilters({ q, onSearch, payment, onPaymentChange }: BookingsFiltersProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const paymentId = useId();
  const [text, setText] = useState(q);
  const debounced = useDebouncedValue(text);

  // A search set from outside (Clear filters, Back) replaces what is typed.
  useEffect(() => setText(q), [q]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the typed text searches
  useEffect(() => {
    if (debounced.trim() !== q.trim()) onSearch(debounced.trim());
  }, [debounced]);

  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
      <div className="flex flex-col gap-2">
        <Label htmlFor={searchId}>{t('adminOperations.bookings.filters.search')}</Label>
        <SearchInput
          id={searchId}
          inputMode="search"
          maxLength={100}
          placeholder={t('adminOperations.bookings.filters.searchPlaceholder')}
          value={text}
          onChange={setText}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(text.trim());
          }}
          inputClassName="pr-11 [&::-webkit-search-cancel-button]:hidden"
        >
          {text ? (
            <button
              type="button"
              onClick={() => {
                setText('');
                onSearch('');
              }}
              aria-label={t('adminOperations.bookings.filters.clearSearch')}
              className="absolute top-1/2 right-1.5 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X aria-hidden className="size-4" />
            </button>
          ) : null}
        </SearchInput>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={paymentId}>{t('adminOperations.bookings.filters.payment')}</Label>
        <Select value={payment} onValueChange={(value) => onPaymentChange(value as PaymentFilter)}>
          <SelectTrigger id={paymentId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('adminOperations.bookings.filters.paymentAll')}</SelectItem>
            <SelectItem value="failed">{t('adminOperations.bookings.filters.paymentFailed')}</SelectItem>
            <SelectItem value="requires_action">
              {t('adminOperations.bookings.filters.paymentRequiresAction')}
            </SelectItem>
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
