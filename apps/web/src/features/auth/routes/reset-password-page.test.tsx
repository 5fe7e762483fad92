import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ResetPasswordPage } from './reset-password-page';

function renderPage(url = '/reset-password?token=tok123') {
  return renderWithProviders(<ResetPasswordPage />, { path: '/reset-password', url });
}

describe('ResetPasswordPage', () => {
  it('says "Password too short" below 8 characters', async () => {
    const { requests } = mockFetch();
    renderPage();
    await userEvent.type(screen.getByLabelText('New password'), 'abc123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abc123');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByText('Password too short')).toBeInTheDocument();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/auth/reset-password')).toBe(false);
  });

  it('says "Passwords do not match" when the two differ', async () => {
    mockFetch();
    renderPage();
    await userEvent.type(screen.getByLabelText('New password'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-2');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.queryByText('Password too short')).not.toBeInTheDocument();
  });

  it('sends the token and the new password, then confirms', async () => {
    const { requests } = mockFetch(({ url }) =>
      url === '/api/auth/reset-password' ? json({ status: true }) : undefined,
    );
    renderPage();
    await userEvent.type(screen.getByLabelText('New password'), 'brand-new-secret');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'brand-new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findAllByText('Password updated successfully')).not.toHaveLength(0);
    expect(requests.find((r) => r.url === '/api/auth/reset-password')?.body).toEqual({
      newPassword: 'brand-new-secret',
      token: 'tok123',
    });
  });

  it('shows the server message when the reset fails', async () => {
    mockFetch(({ url }) =>
      url === '/api/auth/reset-password' ? problem(400, 'Bad Request', 'Invalid token') : undefined,
    );
    renderPage();
    await userEvent.type(screen.getByLabelText('New password'), 'brand-new-secret');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'brand-new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByText('Password reset failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid token')).toBeInTheDocument();
  });

  it.each(['/reset-password', '/reset-password?error=INVALID_TOKEN'])(
    'sends %s to /auth with "Invalid reset link"',
    async (url) => {
      mockFetch();
      renderPage(url);
      expect(await screen.findByText('Invalid reset link')).toBeInTheDocument();
      expect(
        screen.getByText('This reset link is invalid or has expired. Please request a new one.'),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Current location')).toHaveTextContent('/auth');
    },
  );
});
