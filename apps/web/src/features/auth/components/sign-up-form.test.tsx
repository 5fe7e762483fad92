import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerSession, json, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { SignUpForm } from './sign-up-form';

function renderForm() {
  return renderWithProviders(<SignUpForm onSwitchToSignIn={() => {}} />, { path: '/auth' });
}

async function fillRequired() {
  await userEvent.type(screen.getByLabelText('Full name'), 'Rui Costa');
  await userEvent.type(screen.getByLabelText('Email'), 'rui@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'a-strong-password');
  await userEvent.click(screen.getByRole('checkbox', { name: TERMS }));
}

const TERMS = 'I agree to the Terms of Service and the Privacy Policy';

describe('SignUpForm', () => {
  it('defaults the role picker to "Book Services" (customer)', () => {
    mockFetch();
    renderForm();
    expect(screen.getByRole('radio', { name: 'Book Services' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Provide Services' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Book Services' })).toHaveAccessibleDescription(
      'Find and hire service providers',
    );
    expect(screen.getByLabelText('Phone (optional)')).toHaveAttribute('type', 'tel');
    expect(screen.getByText('Create a strong password')).toBeInTheDocument();
  });

  it('sends the chosen role, the name and no empty phone, then welcomes the user', async () => {
    const { requests } = mockFetch(({ url }) => {
      if (url === '/api/auth/sign-up/email') return json({ user: { id: 'u2' } });
      if (url === '/api/v1/session') return json(customerSession);
      return undefined;
    });
    const { router } = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Provide Services' }));
    expect(screen.getByRole('radio', { name: 'Provide Services' })).toBeChecked();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Welcome to Limpa!')).toBeInTheDocument();
    expect(screen.getByText('Your account has been created successfully.')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/auth/sign-up/email')?.body).toEqual({
      email: 'rui@example.com',
      password: 'a-strong-password',
      name: 'Rui Costa',
      role: 'cleaner',
      acceptTerms: true,
    });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends customer when the role is left alone, with the phone when given', async () => {
    const { requests } = mockFetch(({ url }) => {
      if (url === '/api/auth/sign-up/email') return new Promise<Response>(() => {});
      return undefined;
    });
    renderForm();
    await fillRequired();
    await userEvent.type(screen.getByLabelText('Phone (optional)'), '+351 912 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(requests.find((r) => r.url === '/api/auth/sign-up/email')?.body).toMatchObject({
      role: 'customer',
      phone: '+351 912 345 678',
    });
  });

  it('requires a full name and a password of at least 8 characters', async () => {
    mockFetch();
    renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'rui@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('links both documents and sends nothing until the terms box is ticked', async () => {
    const { requests } = mockFetch();
    renderForm();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/legal/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy');
    const box = screen.getByRole('checkbox', { name: TERMS });
    expect(box).not.toBeChecked();
    await userEvent.type(screen.getByLabelText('Full name'), 'Rui Costa');
    await userEvent.type(screen.getByLabelText('Email'), 'rui@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a-strong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    const message = 'Accept the Terms of Service and the Privacy Policy to create an account';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(message);
    expect(requests.some((r) => r.url === '/api/auth/sign-up/email')).toBe(false);
  });
});
