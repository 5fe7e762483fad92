import type { Address, PaymentMethod } from '@limpa/contracts';
import { formatAddress, HOME_TYPES, type HomeType } from '@limpa/domain';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/forms/native-select';
import { useBrandLabel } from '@/components/payment-card/card-brand';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { homeTypeText } from '@/lib/booking-names';
import { errorDescription } from '@/lib/errors';
import { formatClockTime } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useCreateCustomerBooking } from '../api/create-customer-booking';
import { useCustomerBookingOptions, useCustomerSlots } from '../api/get-customer-booking-options';
import { useServiceList } from '../api/get-service-list';

interface CreateBookingForCustomerDialogProps {
  profileId: string;
  customerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A time and a cleaner free then, picked together: "10:00|cleanerUserId". */
const slotValue = (time: string, cleanerId: string) => `${time}|${cleanerId}`;

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

function cardText(brand: (b: string) => string, card: PaymentMethod) {
  return `${brand(card.brand)} •••• ${card.lastFour} (${String(card.expMonth).padStart(2, '0')}/${card.expYear})`;
}

/**
 * "Create booking for this customer": the wizard's choices on one form, from the customer's own addresses and
 * cards only. The server judges it as the customer's own request (price, free time, limits) and says why not.
 */
export function CreateBookingForCustomerDialog({
  profileId,
  customerName,
  open,
  onOpenChange,
}: CreateBookingForCustomerDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const brand = useBrandLabel();
  const options = useCustomerBookingOptions(profileId);
  const services = useServiceList();
  const create = useCreateCustomerBooking();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [addressId, setAddressId] = useState('');
  const [cardId, setCardId] = useState('');
  const [serviceId, setServiceId] = useState('');
  const [homeType, setHomeType] = useState<HomeType>('T2');
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState('');

  const addresses = options.data?.addresses ?? [];
  const cards = (options.data?.cards ?? []).filter((c) => !c.isExpired);
  const address: Address | undefined =
    addresses.find((a) => a.id === addressId) ?? addresses.find((a) => a.isDefault) ?? addresses[0];
  const card = cards.find((c) => c.id === cardId) ?? cards.find((c) => c.isDefault) ?? cards[0];
  const slotsQuery = useMemo(
    () => (address && date ? { addressId: address.id, date, homeType } : null),
    [address, date, homeType],
  );
  const slots = useCustomerSlots(profileId, slotsQuery);
  const choices = (slots.data ?? []).flatMap((s) =>
    s.cleaners.map((c) => ({
      value: slotValue(s.time, c.userId),
      label: `${formatClockTime(s.time)} — ${c.fullName}`,
    })),
  );
  const chosen = choices.find((c) => c.value === slot);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!address || !card || !chosen) return;
    const [bookingTime, cleanerId] = chosen.value.split('|') as [string, string];
    create.mutate(
      {
        profileId,
        idempotencyKey,
        body: {
          homeType,
          addressId: address.id,
          paymentMethodId: card.id,
          bookingDate: date,
          bookingTime,
          cleanerId,
          ...(serviceId ? { serviceId } : {}),
        },
      },
      {
        onSuccess: () => {
          toast.success(t('adminConsole.bookFor.created'), {
            description: t('adminConsole.bookFor.createdDescription', { name: customerName }),
          });
          onOpenChange(false);
        },
        onError: (error) => {
          toast.error(t('adminConsole.bookFor.failed'), { description: errorDescription(error) });
        },
      },
    );
  };

  const nothingToBookWith = options.isSuccess && (addresses.length === 0 || cards.length === 0);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogHeading
          className="text-left"
          title={t('adminConsole.bookFor.title')}
          description={t('adminConsole.bookFor.description', { name: customerName })}
        />
        {options.isPending ? (
          <p role="status">{t('adminConsole.bookFor.loading')}</p>
        ) : options.isError ? (
          <p role="alert">{errorDescription(options.error)}</p>
        ) : nothingToBookWith ? (
          <p role="alert">{t('adminConsole.bookFor.nothingToBookWith')}</p>
        ) : (
          <form className="flex flex-col gap-4" onSubmit={submit} aria-busy={create.isPending}>
            <Field id={`${id}-address`} label={t('adminConsole.bookFor.address')}>
              <NativeSelect
                id={`${id}-address`}
                value={address?.id ?? ''}
                onChange={(e) => {
                  setAddressId(e.target.value);
                  setSlot('');
                }}
              >
                {addresses.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.label ? `${a.label} — ${formatAddress(a)}` : formatAddress(a)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id={`${id}-card`} label={t('adminConsole.bookFor.card')}>
              <NativeSelect
                id={`${id}-card`}
                value={card?.id ?? ''}
                onChange={(e) => setCardId(e.target.value)}
              >
                {cards.map((c) => (
                  <option key={c.id} value={c.id}>
                    {cardText(brand, c)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id={`${id}-service`} label={t('adminConsole.bookFor.service')}>
              <NativeSelect
                id={`${id}-service`}
                value={serviceId}
                onChange={(e) => setServiceId(e.target.value)}
              >
                <option value="">{t('adminConsole.bookFor.standardService')}</option>
                {(services.data ?? []).map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id={`${id}-home`} label={t('adminConsole.bookFor.homeType')}>
              <NativeSelect
                id={`${id}-home`}
                value={homeType}
                onChange={(e) => {
                  setHomeType(e.target.value as HomeType);
                  setSlot('');
                }}
              >
                {HOME_TYPES.map((h) => (
                  <option key={h} value={h}>
                    {homeTypeText(t, h, address?.country)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id={`${id}-date`} label={t('adminConsole.bookFor.date')}>
              <Input
                id={`${id}-date`}
                type="date"
                value={date}
                onChange={(e) => {
                  setDate(e.target.value);
                  setSlot('');
                }}
                required
              />
            </Field>
            <Field id={`${id}-slot`} label={t('adminConsole.bookFor.timeAndCleaner')}>
              <NativeSelect
                id={`${id}-slot`}
                value={slot}
                onChange={(e) => setSlot(e.target.value)}
                disabled={!slotsQuery || slots.isPending || choices.length === 0}
                required
              >
                <option value="">
                  {!slotsQuery
                    ? t('adminConsole.bookFor.pickDateFirst')
                    : slots.isPending
                      ? t('adminConsole.bookFor.loadingTimes')
                      : slots.isError
                        ? errorDescription(slots.error)
                        : choices.length === 0
                          ? t('adminConsole.bookFor.noTimes')
                          : t('adminConsole.bookFor.pickTime')}
                </option>
                {choices.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t('adminConsole.bookFor.cancel')}
              </Button>
              <Button type="submit" disabled={!chosen || create.isPending}>
                {t('adminConsole.bookFor.submit')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
