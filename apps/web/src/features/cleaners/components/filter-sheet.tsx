import { HOME_TYPES, type HomeType } from '@limpa/domain';
import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/text-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';

export interface CleanerListFilters {
  homeType: HomeType | '';
  city: string;
}

interface FilterSheetProps {
  value: CleanerListFilters;
  onApply: (filters: CleanerListFilters) => void;
}

/** Active filters, for the trigger's count. */
export function activeFilterCount(filters: CleanerListFilters): number {
  return (filters.homeType ? 1 : 0) + (filters.city.trim() ? 1 : 0);
}

/**
 * The mobile list's filter bottom sheet: service type (T0 Studio … T4+ Bedroom) and city. Edits stay a
 * draft until "Apply"; "Clear" empties and applies at once.
 */
export function FilterSheet({ value, onApply }: FilterSheetProps) {
  const { t } = useTranslation();
  const ids = { city: useId(), types: useId() };
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const count = activeFilterCount(value);

  const openChange = (next: boolean) => {
    if (next) setDraft(value);
    setOpen(next);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({ homeType: draft.homeType, city: draft.city.trim() });
    setOpen(false);
  };
  const clear = () => {
    setDraft({ homeType: '', city: '' });
    onApply({ homeType: '', city: '' });
    setOpen(false);
  };

  return (
    <Sheet open={open} onOpenChange={openChange}>
      <SheetTrigger asChild>
        <Button
          variant="outline"
          className="h-12 shrink-0 px-4"
          aria-label={count > 0 ? t('cleaners.list.filtersActive', { count }) : t('cleaners.list.filters')}
        >
          <SlidersHorizontal aria-hidden />
          <span aria-hidden className="hidden min-[380px]:inline">
            {t('cleaners.list.filters')}
          </span>
          {count > 0 ? (
            <Badge aria-hidden className="min-w-5 justify-center px-1.5">
              {count}
            </Badge>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent
        closeLabel={t('common.close')}
        className={cn(
          // A bottom sheet on every width: full width on phones, a centred panel on larger screens.
          'inset-y-auto right-0 bottom-0 left-0 mx-auto h-auto max-h-[88dvh] w-full max-w-lg rounded-t-3xl',
          'data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
          'transition-transform duration-300 ease-out starting:translate-y-full motion-reduce:transition-none',
        )}
      >
        <form onSubmit={apply} className="flex min-h-0 flex-1 flex-col">
          <span aria-hidden className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-muted" />
          <div className="flex flex-col gap-1 px-5 pt-3 pr-16">
            <SheetTitle className="text-lg">{t('cleaners.filters.title')}</SheetTitle>
            <SheetDescription>{t('cleaners.filters.description')}</SheetDescription>
          </div>
          <div className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto px-5 py-5">
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-3 font-medium text-sm">{t('cleaners.filters.serviceType')}</legend>
              <div className="grid grid-cols-3 gap-2">
                {(['', ...HOME_TYPES] as const).map((homeType) => {
                  const checked = draft.homeType === homeType;
                  return (
                    <label
                      key={homeType || 'any'}
                      className={cn(
                        'flex min-h-11 cursor-pointer items-center justify-center rounded-xl border px-2 text-center font-medium text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-ring has-focus-visible:outline-offset-2',
                        checked
                          ? 'border-primary bg-secondary text-secondary-foreground'
                          : 'border-input bg-card hover:bg-muted',
                      )}
                    >
                      <input
                        type="radio"
                        name={ids.types}
                        value={homeType}
                        checked={checked}
                        onChange={() => setDraft((d) => ({ ...d, homeType }))}
                        className="sr-only"
                      />
                      {homeType
                        ? t(`cleaners.filters.homeTypes.${homeType}`)
                        : t('cleaners.filters.anyHomeType')}
                    </label>
                  );
                })}
              </div>
            </fieldset>
            <TextField
              id={ids.city}
              label={t('cleaners.filters.city')}
              autoComplete="address-level2"
              placeholder={t('cleaners.filters.cityPlaceholder')}
              value={draft.city}
              onChange={(event) => setDraft((d) => ({ ...d, city: event.target.value }))}
            />
          </div>
          <div className="grid grid-cols-2 gap-3 border-border/70 border-t px-5 py-4">
            <Button variant="outline" onClick={clear}>
              {t('cleaners.filters.clear')}
            </Button>
            <Button type="submit">{t('cleaners.filters.apply')}</Button>
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}
