import type { PaymentMethod } from '@limpa/contracts';
import { CreditCard, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddCardDialog } from '@/components/payment-card/add-card-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ChoiceCard } from './choice-card';
import { SpecialInstructions } from './special-instructions';

interface PaymentReviewStepProps {
  paymentMethods: readonly PaymentMethod[] | undefined;
  isError: boolean;
  paymentMethodId: string | null;
  onPaymentMethodChange: (id: string) => void;
  specialInstructions: string;
  onSpecialInstructionsChange: (value: string) => void;
  /** The booking summary. */
  summary: ReactNode;
  /** Shown above everything, e.g. "Bookings are temporarily disabled". */
  notice?: ReactNode;
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** Step 6: payment method (default preselected, expired cards disabled), instructions and the summary. */
export function PaymentReviewStep({
  paymentMethods,
  isError,
  paymentMethodId,
  onPaymentMethodChange,
  specialInstructions,
  onSpecialInstructionsChange,
  summary,
  notice,
}: PaymentReviewStepProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const [adding, setAdding] = useState(false);
  // The card form opens here, so the booking being made is not left behind; the new card is chosen.
  const addLink = (
    <Button variant="outline" size="sm" className="self-start" onClick={() => setAdding(true)}>
      <Plus aria-hidden />
      {t('bookingWizard.payment.add')}
    </Button>
  );

  let methods: ReactNode;
  if (!paymentMethods && !isError) {
    methods = (
      <div className="flex flex-col gap-3">
        <Skeleton className="h-[4.25rem] rounded-2xl" />
        <Skeleton className="h-[4.25rem] rounded-2xl" />
      </div>
    );
  } else if (!paymentMethods || paymentMethods.length === 0) {
    methods = (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-border border-dashed bg-card p-4 text-sm">
        <p className="text-muted-foreground">{t('bookingWizard.payment.empty')}</p>
        {addLink}
      </div>
    );
  } else {
    methods = (
      <div className="flex flex-col gap-3">
        {paymentMethods.map((card) => {
          const brand = BRANDS[card.brand.toLowerCase()] ?? t('bookingWizard.payment.card');
          const expiredId = `${card.id}-expired`;
          return (
            <ChoiceCard
              key={card.id}
              name="paymentMethodId"
              value={card.id}
              checked={paymentMethodId === card.id}
              disabled={card.isExpired}
              describedBy={card.isExpired ? expiredId : undefined}
              onChange={onPaymentMethodChange}
            >
              <span className="flex items-center gap-2">
                <CreditCard aria-hidden className="size-4 shrink-0 text-brand-700" />
                <span className="font-medium">
                  {t('bookingWizard.payment.cardLabel', { brand, lastFour: card.lastFour })}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-2 pl-6 text-muted-foreground text-sm">
                <span className="tabular">
                  {t('bookingWizard.payment.expires', {
                    month: String(card.expMonth).padStart(2, '0'),
                    year: String(card.expYear).slice(-2),
                  })}
                </span>
                {card.isDefault ? (
                  <Badge variant="secondary">{t('bookingWizard.payment.default')}</Badge>
                ) : null}
                {card.isExpired ? (
                  <Badge id={expiredId} variant="failed">
                    {t('bookingWizard.payment.expired')}
                  </Badge>
                ) : null}
              </span>
            </ChoiceCard>
          );
        })}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {notice}
      <fieldset aria-labelledby={legendId} className="flex flex-col gap-3">
        <h3 id={legendId} className="font-semibold text-base">
          {t('bookingWizard.payment.legend')}
        </h3>
        {methods}
      </fieldset>
      <SpecialInstructions
        id="special-instructions-review"
        value={specialInstructions}
        onChange={onSpecialInstructionsChange}
      />
      {summary}
      <AddCardDialog
        open={adding}
        onOpenChange={setAdding}
        hasDefault={paymentMethods?.some((card) => card.isDefault) ?? false}
        onAdded={(card) => onPaymentMethodChange(card.id)}
      />
    </div>
  );
}
