import type { PaymentMethod } from '@limpa/contracts';
import { Star, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_FACE, BrandMark, brandKey, useBrandLabel } from '@/components/payment-card/card-brand';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatExpiryShort } from '@/lib/card-input';
import { cn } from '@/lib/cn';

interface PaymentMethodTileProps {
  card: PaymentMethod;
  onSetDefault: (card: PaymentMethod) => void;
  onRemove: (card: PaymentMethod) => void;
  /** This card's "Set as default" request is running. */
  settingDefault: boolean;
  /** Another request is running that this card's buttons must wait for. */
  busy: boolean;
}

/** One saved card: a card-like face (brand, •••• last four, expiry, Default/Expired) and its actions. */
export function PaymentMethodTile({
  card,
  onSetDefault,
  onRemove,
  settingDefault,
  busy,
}: PaymentMethodTileProps) {
  const { t } = useTranslation();
  const brandLabel = useBrandLabel();
  const nameId = useId();
  const expiry = formatExpiryShort(card.expMonth, card.expYear);
  const canBeDefault = !card.isDefault && !card.isExpired;

  return (
    <li>
      <Card className="flex flex-col gap-3 p-3">
        <div
          className={cn(
            'relative flex min-h-32 flex-col justify-between gap-4 overflow-hidden rounded-xl p-4 text-white shadow-sm',
            card.isExpired ? 'bg-linear-to-br from-slate-600 to-slate-500' : BRAND_FACE[brandKey(card.brand)],
          )}
        >
          <span
            aria-hidden
            className="pointer-events-none absolute -top-10 -right-8 size-36 rounded-full bg-white/10"
          />
          <div className="relative flex items-start justify-between gap-2">
            <BrandMark brand={card.brand} />
            <div className="flex flex-wrap justify-end gap-1.5">
              {card.isDefault ? (
                <Badge className="bg-white text-brand-800">
                  <Star aria-hidden className="fill-current" />
                  {t('paymentMethods.tile.default')}
                </Badge>
              ) : null}
              {card.isExpired ? <Badge variant="failed">{t('paymentMethods.tile.expired')}</Badge> : null}
            </div>
          </div>
          <div className="relative flex items-end justify-between gap-3">
            <p id={nameId} className="font-mono font-semibold text-lg tracking-[0.12em]">
              <span aria-hidden>•••• {card.lastFour}</span>
              <span className="sr-only">
                {t('paymentMethods.tile.name', { brand: brandLabel(card.brand), lastFour: card.lastFour })}
              </span>
            </p>
            <p className="flex flex-col items-end text-right">
              <span className="text-[0.625rem] text-white/80 uppercase tracking-wider">
                {t('paymentMethods.tile.expiresLabel')}
              </span>
              <span className="font-mono font-semibold text-sm">{expiry}</span>
            </p>
          </div>
        </div>
        {card.isExpired ? (
          <p className="px-1 text-muted-foreground text-sm">{t('paymentMethods.tile.expiredHint')}</p>
        ) : null}
        <div className="flex items-center justify-end gap-2">
          {canBeDefault ? (
            <Button
              variant="outline"
              size="sm"
              aria-describedby={nameId}
              disabled={busy || settingDefault}
              onClick={() => onSetDefault(card)}
            >
              {settingDefault ? <Spinner className="size-4" /> : null}
              {t('paymentMethods.tile.setDefault')}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive-text hover:bg-destructive/5"
            aria-describedby={nameId}
            disabled={busy || settingDefault}
            onClick={() => onRemove(card)}
          >
            <Trash2 aria-hidden />
            {t('paymentMethods.tile.remove')}
          </Button>
        </div>
      </Card>
    </li>
  );
}
