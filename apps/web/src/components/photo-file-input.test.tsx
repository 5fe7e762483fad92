import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhotoFileInput } from './photo-file-input';

describe('PhotoFileInput', () => {
  it('hands over the picked image, out of the tab order', async () => {
    const onPick = vi.fn();
    render(<PhotoFileInput ref={null} label="Profile photo" onPick={onPick} />);
    const input = screen.getByLabelText('Profile photo');
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('accept', 'image/*');
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(onPick).toHaveBeenCalledWith(file);
    expect(input).toHaveValue('');
  });
});
