import '../payment-methods-strings';
import type { PaymentMethod } from '@limpa/contracts';
import { CreditCard, Plus, RotateCw, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconBadge } from '@/components/icon-badge';
import { PageHeader } from '@/components/page-header';
import { AddCardDialog } from '@/components/payment-card/add-card-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { usePaymentMethods } from '@/lib/api/get-payment-methods';
import { toastPaymentError } from '@/lib/payment-error';
import { useRemovePaymentMethod } from '../api/remove-payment-method';
import { useSetDefaultPaymentMethod } from '../api/set-default-payment-method';
import { PaymentMethodTile } from '../components/payment-method-tile';
import { PaymentMethodsSkeleton } from '../components/payment-methods-skeleton';
import { RemoveCardDialog } from '../components/remove-card-dialog';

/** /customer/payments: saved cards (default, expired), add a card, set the default, remove one. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const title = t('pages.customerPayments');
  const cards = usePaymentMethods();
  const setDefault = useSetDefaultPaymentMethod();
  const remove = useRemovePaymentMethod();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);

  const { isError, error } = cards;
  useEffect(() => {
    if (isError) toastPaymentError(error, t('paymentMethods.toasts.loadFailed'));
  }, [isError, error, t]);

  const list = cards.data ?? [];
  const hasDefault = list.some((card) => card.isDefault);
  const busyId = setDefault.isPending ? setDefault.variables : remove.isPending ? remove.variables : null;
  const openAdd = () => setAdding(true);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        subtitle={t('paymentMethods.intro')}
        actions={
          list.length > 0 ? (
            <Button onClick={openAdd}>
              <Plus aria-hidden />
              {t('paymentMethods.addCard')}
            </Button>
          ) : null
        }
      />

      {cards.isPending ? (
        <PaymentMethodsSkeleton />
      ) : cards.isError && !cards.data ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-4">
            <p className="font-medium">{t('paymentMethods.loadError.title')}</p>
            <Button variant="outline" disabled={cards.isFetching} onClick={() => void cards.refetch()}>
              <RotateCw aria-hidden />
              {t('paymentMethods.loadError.retry')}
            </Button>
          </CardContent>
        </Card>
      ) : list.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
            <IconBadge
              icon={CreditCard}
              className="size-14 rounded-2xl bg-brand-100 text-brand-700"
              iconClassName="size-7"
            />
            <div className="flex flex-col gap-2">
              <h2 className="font-semibold text-lg">{t('paymentMethods.empty.title')}</h2>
              <p className="text-muted-foreground">{t('paymentMethods.empty.body')}</p>
              <p className="text-muted-foreground text-sm">{t('paymentMethods.empty.hint')}</p>
            </div>
            <Button size="lg" onClick={openAdd}>
              <Plus aria-hidden />
              {t('paymentMethods.addCard')}
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <ul aria-label={t('paymentMethods.listLabel')} className="grid gap-4 sm:grid-cols-2">
            {list.map((card) => (
              <PaymentMethodTile
                key={card.id}
                card={card}
                settingDefault={setDefault.isPending && setDefault.variables === card.id}
                busy={busyId !== null}
                onSetDefault={(c) => setDefault.mutate(c.id)}
                onRemove={setRemoving}
              />
            ))}
          </ul>
          <p className="flex items-start gap-2 text-muted-foreground text-sm">
            <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {t('paymentMethods.empty.body')}
          </p>
        </>
      )}

      <AddCardDialog open={adding} onOpenChange={setAdding} hasDefault={hasDefault} />
      <RemoveCardDialog
        card={removing}
        pending={remove.isPending}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        onConfirm={(card) => remove.mutate(card.id, { onSuccess: () => setRemoving(null) })}
      />
    </div>
  );
}
