import type { Address, CleanerListItem } from '@limpa/contracts';
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FreeSlot } from '@/lib/api/get-slots';
import { nowAt } from '@/lib/calendar-dates';
import { toast } from '@/lib/toast';
import { cleanerStillFree, STEP, type WizardState, type WizardStep } from './wizard-steps';

interface StaleDraftOptions {
  /** The state the wizard resumed with from a draft, or null for a fresh wizard. */
  restored: WizardState | null;
  state: WizardState;
  setState: Dispatch<SetStateAction<WizardState>>;
  addresses: readonly Address[] | undefined;
  selectedAddress: Address | undefined;
  slots: { data: readonly FreeSlot[] | undefined; isFetching: boolean };
  freeCleaners: readonly Pick<CleanerListItem, 'userId'>[] | undefined;
}

/**
 * A resumed draft is checked once against what the API now says, each choice as soon as its data arrive: an
 * address since deleted, a day gone by, a time no longer free, a cleaner no longer free there. The first stale
 * choice is dropped (with the ones that depend on it) and `fallbackStep` names the step that asks for it
 * again, where the navigation guard takes the customer, told why, instead of meeting a refusal at the end.
 */
export function useStaleDraft(options: StaleDraftOptions) {
  const { restored, state, setState, addresses, selectedAddress, slots, freeCleaners } = options;
  const [fallbackStep, setFallbackStep] = useState<WizardStep | null>(null);
  const { t } = useTranslation();
  // What is still to be checked; nothing for a fresh wizard.
  const pending = useRef({
    address: !!restored?.addressId,
    date: !!restored?.date,
    time: !!restored?.time,
    cleaner: !!restored?.cleanerId,
  });

  useEffect(() => {
    const p = pending.current;
    if (!restored) return;
    const fallBack = (target: WizardStep, patch: Partial<WizardState>) => {
      p.address = p.date = p.time = p.cleaner = false;
      setState((s) => ({ ...s, ...patch }));
      // The navigation guard takes the customer there (use-wizard-navigation.ts), in the same render.
      setFallbackStep(target);
      toast.info(t('bookingWizard.draft.staleTitle'), {
        id: 'wizard-stale-draft',
        description: t('bookingWizard.draft.staleDescription'),
      });
    };

    if (p.address && addresses) {
      p.address = false;
      // The defaults then choose the default address in its place.
      if (!addresses.some((a) => a.id === restored.addressId)) {
        fallBack(STEP.location, { time: null, cleanerId: null });
        return;
      }
    }
    // The checks below read data for the restored address, day and time only.
    const sameChoices =
      state.addressId === restored.addressId && state.date === restored.date && state.time === restored.time;
    if (p.date && !p.address && sameChoices && selectedAddress && restored.date) {
      p.date = false;
      if (restored.date < nowAt(selectedAddress.timeZone).date) {
        fallBack(STEP.dateTime, { date: null, time: null, cleanerId: null });
        return;
      }
    }
    if (p.time && !p.date && sameChoices && slots.data && !slots.isFetching) {
      p.time = false;
      if (!slots.data.some((slot) => slot.time === restored.time)) {
        fallBack(STEP.dateTime, { time: null, cleanerId: null });
        return;
      }
    }
    if (p.cleaner && !p.time && state.cleanerId === restored.cleanerId && freeCleaners) {
      p.cleaner = false;
      if (
        !cleanerStillFree(
          restored.cleanerId ?? null,
          freeCleaners.map((cleaner) => cleaner.userId),
        )
      ) {
        fallBack(STEP.cleaner, { cleanerId: null });
      }
    }
  }, [restored, state, setState, addresses, selectedAddress, slots.data, slots.isFetching, freeCleaners, t]);

  return { fallbackStep, clearFallback: () => setFallbackStep(null) };
}
