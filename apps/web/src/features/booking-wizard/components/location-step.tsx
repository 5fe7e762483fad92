import type { Address } from '@limpa/contracts';
import { formatAddress } from '@limpa/domain';
import { MapPin, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { wizardTrailFrom } from '../router-state';
import { STEP } from '../wizard-steps';
import { ChoiceCard } from './choice-card';
import { EmptyState } from './wizard-empty-state';

interface LocationStepProps {
  addresses: readonly Address[] | undefined;
  isError: boolean;
  onRetry: () => void;
  addressId: string | null;
  onAddressChange: (addressId: string) => void;
}

/**
 * Step 2: the saved-address chooser, each address as one line. "Add New Address" opens the addresses screen's
 * form with the way back to this step (`returnTo`), which comes back here with the new address chosen; the
 * history state given back says which wizard steps lie behind, so Back keeps stepping back through them.
 */
export function LocationStep({ addresses, isError, onRetry, addressId, onAddressChange }: LocationStepProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const addButton = (
    <Button asChild variant="outline" className="self-start">
      <Link
        to={`/customer/addresses?${new URLSearchParams({ mode: 'new', returnTo })}`}
        state={{
          addressesForm: true,
          returnState: { wizardTrail: [...wizardTrailFrom(location.state), STEP.location] },
        }}
      >
        <Plus aria-hidden />
        {t('bookingWizard.location.addNew')}
      </Link>
    </Button>
  );

  if (isError && !addresses) {
    return (
      <LoadError
        retryLabel={t('bookingWizard.retry')}
        message={t('bookingWizard.location.loadError')}
        onRetry={onRetry}
      />
    );
  }
  if (!addresses) {
    return (
      <div className="flex flex-col gap-3">
        <Skeleton className="h-[4.5rem] rounded-2xl" />
        <Skeleton className="h-[4.5rem] rounded-2xl" />
      </div>
    );
  }
  if (addresses.length === 0) {
    return (
      <EmptyState icon={MapPin} title={t('bookingWizard.location.emptyTitle')} action={addButton}>
        {t('bookingWizard.location.emptyBody')}
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{t('bookingWizard.location.legend')}</legend>
        {addresses.map((address) => (
          <ChoiceCard
            key={address.id}
            name="addressId"
            value={address.id}
            checked={addressId === address.id}
            onChange={onAddressChange}
          >
            <span className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4 shrink-0 text-brand-700" />
              <span className="min-w-0 flex-1 font-medium leading-snug">{formatAddress(address)}</span>
            </span>
            {address.label || address.isDefault ? (
              <span className="flex flex-wrap items-center gap-2 pl-6 text-muted-foreground text-sm">
                {address.label ? <span>{address.label}</span> : null}
                {address.isDefault ? (
                  <Badge variant="secondary">{t('bookingWizard.location.default')}</Badge>
                ) : null}
              </span>
            ) : null}
          </ChoiceCard>
        ))}
      </fieldset>
      {addButton}
    </div>
  );
}
