// The wizard's step fades in when the customer moves to it, not on the step the page opened on: a page the server
// painted is taken over by the app's first render, which would otherwise fade the whole step in again (decision 086).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { WizardStep } from '../wizard-steps';
import { WizardFrame } from './wizard-frame';

/** The frame as the wizard uses it: the step moves when the customer asks. */
function Wizard({ steps }: { steps: WizardStep[] }) {
  const [at, setAt] = useState(0);
  const step = steps[at] ?? 1;
  return (
    <WizardFrame
      title="Book a cleaning"
      step={step}
      onBack={() => {}}
      onStartOver={() => {}}
      headingRef={createRef()}
      actions={
        <button type="button" onClick={() => setAt(at + 1)}>
          Next
        </button>
      }
    >
      <p>Step {step}</p>
    </WizardFrame>
  );
}

const stepSection = () => screen.getByText(/^Step \d$/).closest('section');

describe('the wizard frame', () => {
  it('shows the step it opens on at once, and fades in each step moved to, the first included', async () => {
    renderWithProviders(<Wizard steps={[1, 2, 1]} />);
    expect(stepSection()).not.toHaveClass('animate-fade-in');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2')).toBeInTheDocument();
    expect(stepSection()).toHaveClass('animate-fade-in');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 1')).toBeInTheDocument();
    expect(stepSection()).toHaveClass('animate-fade-in');
  });
});
