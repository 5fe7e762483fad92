import type { Address } from '@limpa/contracts';
import { formatAddress } from '@limpa/domain';
import { Building2, House, MapPin, Pencil, Star, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconBadge } from '@/components/icon-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatRooms } from '../address-format';
import { configurationOf } from '../address-schemas';
import { CountryFlag } from './country-flag';

interface AddressCardProps {
  address: Address;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  onSetDefault: (address: Address) => void;
  settingDefault: boolean;
  /** Another address action is running: this card's actions wait. */
  busy: boolean;
}

export function AddressCard({
  address,
  onEdit,
  onDelete,
  onSetDefault,
  settingDefault,
  busy,
}: AddressCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  /** What the card's buttons share: small, named with the card's title, off while any card is busy. */
  const actionProps = { size: 'sm', 'aria-describedby': titleId, disabled: busy } as const;
  const isPrimary = address.addressType === 'primary';
  const title =
    address.label ?? (isPrimary ? t('addresses.card.primaryTitle') : t('addresses.card.additionalTitle'));
  const configuration = configurationOf(address.propertyRooms);
  const PropertyIcon = address.propertyType === 'house' ? House : Building2;
  const property = [
    t(`addresses.propertyTypes.${address.propertyType}`),
    configuration ? t(`addresses.configurations.${configuration}`) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const rooms = formatRooms(address.propertyRooms, t);

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-border/70 bg-card p-5 text-card-foreground shadow-card"
    >
      <div className="flex items-start gap-3">
        <IconBadge icon={PropertyIcon} className="size-11 shrink-0 rounded-xl bg-brand-100 text-brand-700" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={titleId} className="truncate font-semibold text-base leading-snug">
            {title}
          </h3>
          <p className="truncate text-muted-foreground text-sm">
            {address.firstName} {address.lastName}
          </p>
        </div>
      </div>

      <div className="flex flex-wrap gap-1.5">
        {address.isDefault ? (
          <Badge>
            <Star aria-hidden className="fill-current" />
            {t('addresses.card.default')}
          </Badge>
        ) : null}
        <Badge variant="secondary">
          {isPrimary ? t('addresses.card.primary') : t('addresses.card.additional')}
        </Badge>
        <Badge
          variant="outline"
          className="tabular-nums"
          title={t('addresses.card.currencyLabel', { currency: address.currency })}
        >
          {address.currency}
        </Badge>
      </div>

      <dl className="flex flex-col gap-2 text-sm">
        <div>
          <dt className="sr-only">{t('addresses.form.addressSection')}</dt>
          <dd className="flex items-start gap-2">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="min-w-0">{formatAddress(address)}</span>
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('addresses.form.country')}</dt>
          <dd className="flex items-start gap-2">
            <span className="flex h-5 w-4 shrink-0 items-center justify-center">
              <CountryFlag country={address.country} className="w-4" />
            </span>
            {t(`addresses.countries.${address.country}`)}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('addresses.form.propertySection')}</dt>
          <dd className="flex items-start gap-2">
            <PropertyIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="min-w-0">
              <span className="font-medium">{property}</span>
              {rooms ? <span className="block text-muted-foreground">{rooms}</span> : null}
            </span>
          </dd>
        </div>
      </dl>

      <div className="flex flex-wrap items-center justify-between gap-2 border-border/70 border-t pt-4">
        {address.isDefault ? null : (
          <Button variant="secondary" {...actionProps} onClick={() => onSetDefault(address)}>
            {settingDefault ? <Spinner className="size-4" /> : null}
            {settingDefault ? t('addresses.card.settingDefault') : t('addresses.card.setDefault')}
          </Button>
        )}
        <div className="ml-auto flex gap-2">
          <Button variant="outline" {...actionProps} onClick={() => onEdit(address)}>
            <Pencil aria-hidden />
            {t('addresses.card.edit')}
          </Button>
          <Button
            variant="ghost"
            {...actionProps}
            className="text-destructive-text hover:bg-status-failed-bg"
            onClick={() => onDelete(address)}
          >
            <Trash2 aria-hidden />
            {t('addresses.card.delete')}
          </Button>
        </div>
      </div>
    </article>
  );
}
