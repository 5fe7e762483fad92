import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormCard } from './form-card';
import { SubmitButton } from './submit-button';

describe('FormCard with SubmitButton', () => {
  it('titles the form and submits it', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <FormCard title="Your details" description="What cleaners see" onSubmit={onSubmit}>
        <SubmitButton pending={false} label="Save" pendingLabel="Saving…" />
      </FormCard>,
    );
    expect(screen.getByText('Your details')).toBeInTheDocument();
    expect(screen.getByText('What cleaners see')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows the request running and cannot be pressed again', () => {
    render(<SubmitButton pending label="Save" pendingLabel="Saving…" />);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('can be disabled for another reason (nothing changed)', () => {
    render(<SubmitButton pending={false} disabled label="Save" pendingLabel="Saving…" />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
