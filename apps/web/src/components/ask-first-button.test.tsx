import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { X } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { AskFirstButton } from './ask-first-button';

const texts = {
  title: 'Decline this request?',
  body: 'The customer is told.',
  keep: 'Keep',
  confirm: 'Decline',
};

describe('AskFirstButton', () => {
  it('asks first; the dialog waits for the request and closes when it settles', async () => {
    let settle = () => {};
    const onConfirm = vi.fn((settled: () => void) => {
      settle = settled;
    });
    const { rerender } = render(
      <AskFirstButton
        icon={X}
        action="Decline"
        texts={{ ...texts, pending: 'Declining…' }}
        pending={false}
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Decline this request?' });
    expect(dialog).toHaveAccessibleDescription('The customer is told.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    rerender(
      <AskFirstButton
        icon={X}
        action="Decline"
        texts={{ ...texts, pending: 'Declining…' }}
        pending
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('button', { name: 'Declining…' })).toBeDisabled();
    settle();
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
