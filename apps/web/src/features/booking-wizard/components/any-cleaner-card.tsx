import { Check, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Step 5's first card: let the platform pick the best cleaner free at the time (decision 065). */
export function AnyCleanerCard({ selected, onSelect }: { selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation();
  const title = t('bookingWizard.cleaners.any');
  return (
    <article
      aria-label={title}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs transition-[border-color,box-shadow]',
        selected ? 'border-primary ring-2 ring-primary/15' : 'border-border',
      )}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Sparkles aria-hidden className="size-6" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="font-semibold text-base leading-tight">{title}</h3>
          <p className="text-muted-foreground text-sm leading-relaxed">
            {t('bookingWizard.cleaners.anyBody')}
          </p>
        </div>
      </div>
      <div className="flex items-center justify-end">
        <Button
          size="sm"
          variant={selected ? 'primary' : 'secondary'}
          aria-pressed={selected}
          onClick={onSelect}
          className="min-w-28"
        >
          {selected ? <Check aria-hidden /> : null}
          {selected ? t('bookingWizard.cleaners.selected') : t('bookingWizard.cleaners.select')}
        </Button>
      </div>
    </article>
  );
}
