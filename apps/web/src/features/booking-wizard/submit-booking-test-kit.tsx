/** What useSubmitBooking's tests share: the review's Book button alone, over a wizard state of their choosing. */
import { useState } from 'react';
import { useSubmitBooking } from './use-submit-booking';
import type { WizardState } from './wizard-steps';

interface BookButtonProps {
  /** The wizard's choices when the customer books. */
  initial: WizardState;
  /** The button's name, given by the test. */
  label: string;
  /** How many submits one click makes: 2 stands for a second tap while the first still waits for the schema. */
  taps?: number;
  onBooked: () => void;
}

export function BookButton({ initial, label, taps = 1, onBooked }: BookButtonProps) {
  const [state, setState] = useState(initial);
  const { submit } = useSubmitBooking({
    state,
    setState,
    chosenAddOns: [],
    preselectedId: null,
    goToStep: () => {},
    onBooked,
  });
  return (
    <button
      type="button"
      onClick={() => {
        for (let tap = 0; tap < taps; tap += 1) void submit();
      }}
    >
      {label}
    </button>
  );
}
