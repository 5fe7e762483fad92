import { DEFAULT_HOME_TYPE, type HomeType, type SeriesEveryWeeks } from '@limpa/domain';

/** The six steps of the booking wizard and when each may be left (docs/product-rules.md#customer-screens). */

export const STEP_COUNT = 6;
export const STEPS = [1, 2, 3, 4, 5, 6] as const;
export type WizardStep = (typeof STEPS)[number];

export const STEP = {
  propertyType: 1,
  location: 2,
  dateTime: 3,
  addOns: 4,
  cleaner: 5,
  review: 6,
} as const satisfies Record<string, WizardStep>;

export interface WizardState {
  homeType: HomeType | null;
  isRecurring: boolean;
  /** With isRecurring: every 1, 2 or 4 weeks (same weekday and time). */
  everyWeeks: SeriesEveryWeeks;
  addressId: string | null;
  /** 'YYYY-MM-DD', local to the address. */
  date: string | null;
  /** 'HH:mm', local to the address. */
  time: string | null;
  addOnIds: string[];
  cleanerId: string | null;
  paymentMethodId: string | null;
  /** One value, editable on step 4 and step 6. */
  specialInstructions: string;
  /** The catalogue service the wizard was opened from, sent as `serviceId`. */
  serviceId: string | null;
}

/** Default is T2 (docs/product-rules.md#prices-and-home-types). */
export const INITIAL_WIZARD_STATE: WizardState = {
  homeType: DEFAULT_HOME_TYPE,
  isRecurring: false,
  everyWeeks: 1,
  addressId: null,
  date: null,
  time: null,
  addOnIds: [],
  cleanerId: null,
  paymentMethodId: null,
  specialInstructions: '',
  serviceId: null,
};

/**
 * Step 1 needs a property type; 2 a selected address; 3 a date and a time; 4 is always valid;
 * 5 a chosen cleaner; 6 a chosen payment method.
 */
export function isStepValid(step: WizardStep, state: WizardState): boolean {
  switch (step) {
    case 1:
      return state.homeType !== null;
    case 2:
      return state.addressId !== null;
    case 3:
      return state.date !== null && state.time !== null;
    case 4:
      return true;
    case 5:
      return state.cleanerId !== null;
    case 6:
      return state.paymentMethodId !== null;
  }
}

/** The first step before `step` whose check fails (where a deep link must stop), or null. */
export function firstInvalidStepBefore(step: WizardStep, state: WizardState): WizardStep | null {
  return STEPS.find((s) => s < step && !isStepValid(s, state)) ?? null;
}

/** `?step=` → a step; anything else is step 1. */
export function parseStep(value: string | null): WizardStep {
  const n = Number(value);
  return (STEPS as readonly number[]).includes(n) ? (n as WizardStep) : 1;
}

/**
 * Booking submit needs date, time, address, payment method and property type and a cleaner
 * (docs/product-rules.md#customer-screens).
 */
export function isReadyToSubmit(state: WizardState): boolean {
  return STEPS.every((s) => isStepValid(s, state));
}

/**
 * The step-5 choice "Any available cleaner" (decision 065): kept as the draft's cleaner, sent as no cleaner at
 * all, so the API picks the best one free then. Only offered while some cleaner is free at the chosen time.
 */
export const ANY_CLEANER = 'any';

/** Whether the chosen cleaner (or "any") can still be booked among the cleaners free at the time. */
export const cleanerStillFree = (cleanerId: string | null, free: readonly string[]) =>
  cleanerId !== null && (cleanerId === ANY_CLEANER ? free.length > 0 : free.includes(cleanerId));
