import * as appKeys from '@limpa/contracts/query-keys/app';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { customerSession, json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { AccountPrivacySection } from './account-privacy-section';
import { EmailVerificationNotice } from './email-verification-notice';

type Handler = (request: RecordedRequest) => Response | undefined;

function setup(handler: Handler = () => undefined, ui = <AccountPrivacySection />) {
  const mock = mockFetch((request) => {
    const answer = handler(request);
    if (answer) return answer;
    if (request.url === '/api/v1/session') return json(customerSession);
    return undefined;
  });
  return { ...mock, ...renderWithProviders(ui, { path: '/customer/profile', withAuth: true }) };
}

const sent = (requests: RecordedRequest[], url: string, method: string) =>
  requests.filter((r) => r.url === url && r.method === method);

describe('Change password', () => {
  it('sends the current and new password, clears the form and says other devices were signed out', async () => {
    const { requests } = setup((r) =>
      r.url === '/api/v1/me/password' ? new Response(null, { status: 204 }) : undefined,
    );
    await userEvent.type(await screen.findByLabelText('Current password'), 'old secret 1');
    await userEvent.type(screen.getByLabelText('New password'), 'new secret 22');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new secret 22');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('Your other devices have been signed out.')).toBeInTheDocument();
    expect(sent(requests, '/api/v1/me/password', 'POST')[0]!.body).toEqual({
      currentPassword: 'old secret 1',
      newPassword: 'new secret 22',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('checks the new password locally: length and confirmation', async () => {
    const { requests } = setup();
    await userEvent.type(await screen.findByLabelText('Current password'), 'x');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(sent(requests, '/api/v1/me/password', 'POST')).toHaveLength(0);
  });

  it("shows the server's wrong-password answer under the current password field", async () => {
    setup((r) =>
      r.url === '/api/v1/me/password'
        ? problem(422, 'Incorrect Password', 'The password you entered is not correct.', 'wrong_password')
        : undefined,
    );
    await userEvent.type(await screen.findByLabelText('Current password'), 'not it');
    await userEvent.type(screen.getByLabelText('New password'), 'new secret 22');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new secret 22');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'The password you entered is not correct.',
      ),
    );
  });
});

describe('Download my data', () => {
  it('saves the export as a dated JSON file', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    setup((r) =>
      r.url === '/api/v1/me/export'
        ? json({ exportedAt: '2026-11-23T10:00:00.000Z', account: {} })
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('limpa-my-data-2026-11-23.json');
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    click.mockRestore();
  });

  it('says so when the download fails', async () => {
    setup((r) =>
      r.url === '/api/v1/me/export' ? problem(429, 'Too many requests', 'Try again later.') : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Download failed')).toBeInTheDocument();
  });
});

describe('Delete my account', () => {
  it('warns, asks for the password, deletes and signs out to /auth', async () => {
    const { requests, queryClient, router } = setup((r) =>
      r.url === '/api/v1/me' && r.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    expect(await screen.findByText(/This cannot be undone/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(sent(requests, '/api/v1/me', 'DELETE')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Password'), 'my secret 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(sent(requests, '/api/v1/me', 'DELETE')[0]!.body).toEqual({ password: 'my secret 1' });
    expect(queryClient.getQueryData(appKeys.session)).toBeNull();
  });

  it('keeps the account and shows why when the server refuses (409 bookings under way)', async () => {
    const { router } = setup((r) =>
      r.url === '/api/v1/me' && r.method === 'DELETE'
        ? problem(
            409,
            'Account not deleted',
            'You have confirmed bookings that are not finished.',
            'bookings_under_way',
          )
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'my secret 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('You have confirmed bookings that are not finished.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer/profile');
  });
});

describe('EmailVerificationNotice', () => {
  const unverified = { ...customerSession, user: { ...customerSession.user, emailVerified: false } };

  it('offers a new link while verification is required and the address is unconfirmed', async () => {
    const { requests } = setup(
      (r) => {
        if (r.url === '/api/v1/app-config')
          return json({ brandName: 'Limpa', requireEmailVerification: true });
        if (r.url === '/api/v1/session') return json(unverified);
        if (r.url === '/api/v1/me/verification-email') return new Response(null, { status: 204 });
        return undefined;
      },
      <EmailVerificationNotice />,
    );
    expect(await screen.findByText('Confirm your e-mail address')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('A new link is on its way')).toBeInTheDocument();
    expect(sent(requests, '/api/v1/me/verification-email', 'POST')).toHaveLength(1);
  });

  it('shows nothing when verification is not required', async () => {
    const { requests } = setup(
      (r) => (r.url === '/api/v1/session' ? json(unverified) : undefined),
      <EmailVerificationNotice />,
    );
    await waitFor(() => expect(requests.some((r) => r.url === '/api/v1/session')).toBe(true));
    expect(screen.queryByText('Confirm your e-mail address')).not.toBeInTheDocument();
  });
});
