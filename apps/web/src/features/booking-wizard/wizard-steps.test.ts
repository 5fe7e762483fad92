import { describe, expect, it } from 'vitest';
import {
  firstInvalidStepBefore,
  INITIAL_WIZARD_STATE,
  isReadyToSubmit,
  isStepValid,
  parseStep,
  type WizardState,
} from './wizard-steps';

const complete: WizardState = {
  ...INITIAL_WIZARD_STATE,
  addressId: 'a1',
  date: '2026-11-23',
  time: '10:00',
  cleanerId: 'c1',
  paymentMethodId: 'p1',
};

describe('wizard steps', () => {
  it('starts on T2, one-time, with nothing else chosen', () => {
    expect(INITIAL_WIZARD_STATE.homeType).toBe('T2');
    expect(INITIAL_WIZARD_STATE.isRecurring).toBe(false);
    expect(isStepValid(1, INITIAL_WIZARD_STATE)).toBe(true);
    expect(isStepValid(2, INITIAL_WIZARD_STATE)).toBe(false);
  });

  it('checks each step as the product rules say', () => {
    expect(isStepValid(1, { ...complete, homeType: null })).toBe(false);
    expect(isStepValid(2, { ...complete, addressId: null })).toBe(false);
    expect(isStepValid(3, { ...complete, time: null })).toBe(false);
    expect(isStepValid(3, { ...complete, date: null })).toBe(false);
    expect(isStepValid(4, INITIAL_WIZARD_STATE)).toBe(true);
    expect(isStepValid(5, { ...complete, cleanerId: null })).toBe(false);
    expect(isStepValid(6, { ...complete, paymentMethodId: null })).toBe(false);
    expect(isReadyToSubmit(complete)).toBe(true);
    expect(isReadyToSubmit({ ...complete, paymentMethodId: null })).toBe(false);
  });

  it('stops a deep link at the first step that is not done', () => {
    expect(firstInvalidStepBefore(6, { ...complete, time: null })).toBe(3);
    expect(firstInvalidStepBefore(3, complete)).toBeNull();
    expect(firstInvalidStepBefore(1, INITIAL_WIZARD_STATE)).toBeNull();
  });

  it('reads ?step= as 1 to 6, anything else as 1', () => {
    expect(parseStep('4')).toBe(4);
    expect(parseStep(null)).toBe(1);
    expect(parseStep('9')).toBe(1);
    expect(parseStep('two')).toBe(1);
  });
});
