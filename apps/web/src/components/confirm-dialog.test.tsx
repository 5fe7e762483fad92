import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const texts = {
  title: 'Delete this address?',
  description: 'Rua Augusta 100',
  cancelLabel: 'Cancel',
  confirmLabel: 'Delete',
};

describe('ConfirmDialog', () => {
  it('opens from its trigger, confirms and closes', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        {...texts}
        destructive
        onConfirm={onConfirm}
        trigger={<button type="button">Remove</button>}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete this address?' })).toHaveAccessibleDescription(
      'Rua Augusta 100',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels without confirming', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog {...texts} open onOpenChange={onOpenChange} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('waits for the request: both buttons disabled, the confirm button says so', () => {
    render(<ConfirmDialog {...texts} open pending pendingLabel="Deleting…" onConfirm={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('sends one confirmation for a double click, announced busy while it runs (decision 046)', async () => {
    const onConfirm = vi.fn();
    const { rerender } = render(
      <ConfirmDialog
        {...texts}
        open
        onOpenChange={vi.fn()}
        onConfirm={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      />,
    );
    await userEvent.dblClick(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    rerender(<ConfirmDialog {...texts} open pending onConfirm={onConfirm} />);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true');
    // The request failed and the dialog stayed open: the person may try again.
    rerender(<ConfirmDialog {...texts} open onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
