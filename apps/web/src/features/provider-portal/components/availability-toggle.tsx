import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

/**
 * Spec section 2: the cleaner availability toggle is local only and on by default. It is not saved
 * anywhere yet, and the hint says so rather than pretending otherwise.
 */
export function AvailabilityToggle() {
  const { t } = useTranslation();
  const id = useId();
  const [available, setAvailable] = useState(true);
  return (
    <Card className="flex flex-col gap-2 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-switch`} className="text-base">
            {t('providerPortal.availability.label')}
          </Label>
          <p className="text-muted-foreground text-sm">
            {available ? t('providerPortal.availability.on') : t('providerPortal.availability.off')}
          </p>
        </div>
        <Switch
          id={`${id}-switch`}
          checked={available}
          onCheckedChange={setAvailable}
          aria-describedby={`${id}-hint`}
        />
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {t('providerPortal.availability.hint')}
      </p>
    </Card>
  );
}
