import { HOME_TYPES, SERIES_EVERY_WEEKS } from '@limpa/domain';
import { serviceIdFrom } from './router-state';
import type { WizardState } from './wizard-steps';

/**
 * The wizard's choices kept in sessionStorage so a reload (or a trip to add an address) keeps them: one draft
 * per tab, keyed by the signed-in person; writing one removes any other person's, so whoever signs in next in
 * this tab never meets someone else's choices. Cleared when the booking is placed or the customer starts over.
 */

const PREFIX = 'limpa.booking-draft:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the wizard still works, only without surviving a reload.
    return null;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';
const orNull = (value: unknown) => (isString(value) && value.length <= 100 ? value : null);

/** Whatever was stored, kept only where it has the right shape (an old or edited draft must not crash). */
export function parseDraft(raw: string | null): Partial<WizardState> | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const d = value as Record<string, unknown>;
  const draft: Partial<WizardState> = {};
  if ((HOME_TYPES as readonly unknown[]).includes(d.homeType))
    draft.homeType = d.homeType as WizardState['homeType'];
  if (typeof d.isRecurring === 'boolean') draft.isRecurring = d.isRecurring;
  if ((SERIES_EVERY_WEEKS as readonly unknown[]).includes(d.everyWeeks)) {
    draft.everyWeeks = d.everyWeeks as WizardState['everyWeeks'];
  }
  draft.addressId = orNull(d.addressId);
  draft.date = isString(d.date) && /^\d{4}-\d{2}-\d{2}$/.test(d.date) ? d.date : null;
  draft.time = draft.date && isString(d.time) && /^\d{2}:\d{2}$/.test(d.time) ? d.time : null;
  draft.addOnIds = Array.isArray(d.addOnIds) ? d.addOnIds.filter(isString).slice(0, 20) : [];
  draft.cleanerId = draft.time ? orNull(d.cleanerId) : null;
  draft.paymentMethodId = orNull(d.paymentMethodId);
  draft.serviceId = serviceIdFrom({ selectedServiceId: d.serviceId });
  if (isString(d.specialInstructions)) draft.specialInstructions = d.specialInstructions.slice(0, 1000);
  return draft;
}

export function readDraft(userId: string): Partial<WizardState> | null {
  try {
    return parseDraft(storage()?.getItem(PREFIX + userId) ?? null);
  } catch {
    return null;
  }
}

export function writeDraft(userId: string, state: WizardState): void {
  const store = storage();
  if (!store) return;
  try {
    for (let i = store.length - 1; i >= 0; i -= 1) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX) && key !== PREFIX + userId) store.removeItem(key);
    }
    store.setItem(PREFIX + userId, JSON.stringify(state));
  } catch {
    // A full or refused storage only costs the reload promise.
  }
}

export function clearDraft(userId: string): void {
  try {
    storage()?.removeItem(PREFIX + userId);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
