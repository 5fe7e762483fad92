import type { HomeType, SeriesEveryWeeks } from '@limpa/domain';
import type { Dispatch, SetStateAction } from 'react';
import { cleanerStillFree, type WizardState } from './wizard-steps';

/**
 * What each of the customer's choices does to the wizard's state: a change that makes the chosen time
 * meaningless clears it (and a new address clears the cleaner too); a time keeps the chosen cleaner only
 * when free then, and always picks the preselected one when it is.
 */
export function wizardChoices(
  setState: Dispatch<SetStateAction<WizardState>>,
  freeCleanersAt: (time: string) => readonly string[],
  preselectedId: string | null,
) {
  return {
    update: (patch: Partial<WizardState>) => setState((s) => ({ ...s, ...patch })),
    onHomeTypeChange: (homeType: HomeType) =>
      setState((s) => (s.homeType === homeType ? s : { ...s, homeType, time: null })),
    onRecurringChange: (isRecurring: boolean) =>
      setState((s) => (s.isRecurring === isRecurring ? s : { ...s, isRecurring, time: null })),
    /** Another service: its own durations, so the time goes; only House Cleaning (the default) recurs. */
    onServiceChange: (serviceId: string, isDefault: boolean) =>
      setState((s) =>
        s.serviceId === serviceId
          ? s
          : { ...s, serviceId, time: null, isRecurring: isDefault ? s.isRecurring : false },
      ),
    onEveryWeeksChange: (everyWeeks: SeriesEveryWeeks) => setState((s) => ({ ...s, everyWeeks })),
    onAddressChange: (addressId: string) =>
      setState((s) => (s.addressId === addressId ? s : { ...s, addressId, time: null, cleanerId: null })),
    onDateChange: (date: string) => setState((s) => (s.date === date ? s : { ...s, date, time: null })),
    onTimeChange: (time: string) => {
      const free = freeCleanersAt(time);
      setState((s) => {
        let cleanerId = cleanerStillFree(s.cleanerId, free) ? s.cleanerId : null;
        if (preselectedId && free.includes(preselectedId)) cleanerId = preselectedId;
        return { ...s, time, cleanerId };
      });
    },
    onToggleAddOn: (id: string) =>
      setState((s) => ({
        ...s,
        addOnIds: s.addOnIds.includes(id) ? s.addOnIds.filter((a) => a !== id) : [...s.addOnIds, id],
      })),
    onSelectCleaner: (userId: string) =>
      setState((s) => ({ ...s, cleanerId: s.cleanerId === userId ? null : userId })),
  };
}
