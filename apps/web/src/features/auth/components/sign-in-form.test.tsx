import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { SignInForm } from './sign-in-form';

function renderForm() {
  return renderWithProviders(<SignInForm onSwitchToSignUp={() => {}} onForgotPassword={() => {}} />, {
    path: '/auth',
  });
}

describe('SignInForm', () => {
  it('shows field errors under the fields and sends nothing', async () => {
    const { requests } = mockFetch();
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');

    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.startsWith('/api/auth'))).toHaveLength(0);
  });

  it('focuses the first field with an error, re-checks only the field typed in, and sends the e-mail trimmed', async () => {
    const { requests } = mockFetch(({ url }) =>
      url === '/api/auth/sign-in/email' ? new Promise<Response>(() => {}) : undefined,
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('Email'), '  ana@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');

    // After a submit, typing re-checks that field only: the e-mail's error waits for the next submit.
    await userEvent.clear(screen.getByLabelText('Email'));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await waitFor(() => expect(screen.queryByText('Password is required')).not.toBeInTheDocument());
    expect(screen.getByText('Email is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), ' ana@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('button', { name: 'Signing in...' });
    expect(requests.find((r) => r.url === '/api/auth/sign-in/email')?.body).toEqual({
      email: 'ana@example.com',
      password: 'x',
    });
  });

  it('labels the email field with an email input and the password field with a toggle', async () => {
    mockFetch();
    renderForm();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it('shows the pending text with the button disabled while signing in', async () => {
    const { requests } = mockFetch(({ url }) =>
      url === '/api/auth/sign-in/email' ? new Promise<Response>(() => {}) : undefined,
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const pending = await screen.findByRole('button', { name: 'Signing in...' });
    expect(pending).toBeDisabled();
    expect(requests.find((r) => r.url === '/api/auth/sign-in/email')?.body).toEqual({
      email: 'ana@example.com',
      password: 'correct horse',
    });
  });

  it('shows the server detail in a "Sign in failed" toast', async () => {
    mockFetch(({ url }) =>
      url === '/api/auth/sign-in/email'
        ? problem(401, 'Unauthorized', 'Invalid email or password')
        : undefined,
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
    // Not suspended: no way to support offered in the toast.
    expect(screen.queryByRole('button', { name: 'Contact support' })).not.toBeInTheDocument();
  });

  it('a suspended account’s toast leads to the contact page with the address typed (decision 073)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mockFetch(({ url }) =>
      url === '/api/auth/sign-in/email'
        ? problem(
            403,
            'Account Suspended',
            'This account is suspended. Contact support if you think this is a mistake.',
            'account_suspended',
          )
        : undefined,
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Contact support' }));
    expect(assign).toHaveBeenCalledWith('/contact?topic=account&email=ana%40example.com');
  });
});
