import type { Address, PaymentMethod } from '@limpa/contracts';
import { addDays } from '@limpa/domain';
import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { nowAt } from '@/lib/calendar-dates';
import { toast } from '@/lib/toast';
import { defaultAddress } from './address-line';
import { STEP, type WizardState, type WizardStep } from './wizard-steps';

/** After this local hour the calendar opens on tomorrow (the last start is 18:00 and a cleaning takes hours). */
const LAST_USEFUL_HOUR_TODAY = '17:00';

interface WizardDefaultsOptions {
  step: WizardStep;
  state: WizardState;
  setState: Dispatch<SetStateAction<WizardState>>;
  addresses: readonly Address[] | undefined;
  selectedAddress: Address | undefined;
  paymentMethods: {
    data: readonly PaymentMethod[] | undefined;
    isError: boolean;
    errorUpdatedAt: number;
  };
}

/**
 * What the wizard chooses until the customer does: the default address, the default card (else the first
 * usable one; expired cards cannot be), and the first day worth booking at the address.
 */
export function useWizardDefaults({
  step,
  state,
  setState,
  addresses,
  selectedAddress,
  paymentMethods,
}: WizardDefaultsOptions) {
  const { t } = useTranslation();

  useEffect(() => {
    if (!addresses) return;
    setState((s) => {
      if (s.addressId && addresses.some((a) => a.id === s.addressId)) return s;
      const next = defaultAddress(addresses)?.id ?? null;
      return next === s.addressId ? s : { ...s, addressId: next, time: null };
    });
  }, [addresses, setState]);

  const cards = paymentMethods.data;
  useEffect(() => {
    if (!cards) return;
    setState((s) => {
      const usable = cards.filter((card) => !card.isExpired);
      if (s.paymentMethodId && usable.some((card) => card.id === s.paymentMethodId)) return s;
      const next = (usable.find((card) => card.isDefault) ?? usable[0])?.id ?? null;
      return next === s.paymentMethodId ? s : { ...s, paymentMethodId: next };
    });
  }, [cards, setState]);

  // "Payment Methods Error" once per failed load.
  const toastedPaymentError = useRef(0);
  useEffect(() => {
    if (!paymentMethods.isError || toastedPaymentError.current === paymentMethods.errorUpdatedAt) return;
    toastedPaymentError.current = paymentMethods.errorUpdatedAt;
    toast.error(t('bookingWizard.payment.errorTitle'), {
      description: t('bookingWizard.payment.errorDescription'),
    });
  }, [paymentMethods.isError, paymentMethods.errorUpdatedAt, t]);

  // Step 3 opens on today at the address, or tomorrow once the day's last useful start has passed.
  useEffect(() => {
    if (step !== STEP.dateTime || state.date || !selectedAddress) return;
    const now = nowAt(selectedAddress.timeZone);
    const date = now.time < LAST_USEFUL_HOUR_TODAY ? now.date : addDays(now.date, 1);
    setState((s) => (s.date ? s : { ...s, date }));
  }, [step, state.date, selectedAddress, setState]);
}
