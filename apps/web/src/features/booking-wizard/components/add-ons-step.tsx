import type { AddOn } from '@limpa/contracts';
import { PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { SpecialInstructions } from './special-instructions';
import { EmptyState } from './wizard-empty-state';

interface AddOnsStepProps {
  addOns: readonly AddOn[] | undefined;
  isError: boolean;
  onRetry: () => void;
  selected: readonly string[];
  onToggle: (addOnId: string) => void;
  currency: string;
  specialInstructions: string;
  onSpecialInstructionsChange: (value: string) => void;
}

/** Step 4: optional add-ons (checkbox, name, description, price) and special instructions. */
export function AddOnsStep({
  addOns,
  isError,
  onRetry,
  selected,
  onToggle,
  currency,
  specialInstructions,
  onSpecialInstructionsChange,
}: AddOnsStepProps) {
  const { t } = useTranslation();
  let list: ReactNode;
  if (isError && !addOns) {
    list = (
      <LoadError
        retryLabel={t('bookingWizard.retry')}
        message={t('bookingWizard.addOns.loadError')}
        onRetry={onRetry}
      />
    );
  } else if (!addOns) {
    list = (
      <div className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-[4.5rem] rounded-2xl" />
        ))}
      </div>
    );
  } else if (addOns.length === 0) {
    list = <EmptyState icon={PackageOpen} title={t('bookingWizard.addOns.empty')} />;
  } else {
    list = (
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{t('bookingWizard.addOns.legend')}</legend>
        {addOns.map((addOn) => {
          const checked = selected.includes(addOn.id);
          return (
            <label
              key={addOn.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-2xl border bg-card p-4 shadow-xs transition-[border-color,background-color]',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2',
                checked ? 'border-primary bg-brand-50' : 'border-border hover:border-brand-300',
              )}
            >
              <input
                type="checkbox"
                checked={checked}
                onChange={() => onToggle(addOn.id)}
                className="mt-0.5 size-5 shrink-0 accent-primary focus-visible:outline-none"
              />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex items-baseline justify-between gap-3">
                  <span className="font-semibold">{addOn.name}</span>
                  <span className="tabular shrink-0 font-semibold text-brand-700">
                    +{formatMoney(addOn.priceCents, currency)}
                  </span>
                </span>
                <span className="text-muted-foreground text-sm">{addOn.description}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {list}
      <SpecialInstructions
        id="special-instructions-addons"
        value={specialInstructions}
        onChange={onSpecialInstructionsChange}
      />
    </div>
  );
}
