import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { LazyToaster } from './lazy-toaster';

describe('toasts through lib/toast and the lazy toaster', () => {
  it('shows a toast with its kind, and dismisses it by the id returned at once', async () => {
    render(<LazyToaster />);
    const id = toast.success('Profile Updated', { description: 'Your changes are saved.' });
    expect(id).toEqual(expect.any(String));
    // The toaster's chunk loads on the first toast.
    expect(await screen.findByText('Profile Updated', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Your changes are saved.')).toBeInTheDocument();
    expect(screen.getByText('Profile Updated').closest('[data-sonner-toast]')).toHaveAttribute(
      'data-type',
      'success',
    );
    toast.dismiss(id);
    await waitFor(() => expect(screen.queryByText('Profile Updated')).not.toBeInTheDocument());
  });

  it('keeps a caller-chosen id, so a second toast with it replaces the first', async () => {
    render(<LazyToaster />);
    toast.error('Upload failed', { id: 'avatar' });
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(toast.info('Uploading again', { id: 'avatar' })).toBe('avatar');
    expect(await screen.findByText('Uploading again')).toBeInTheDocument();
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
  });
});
