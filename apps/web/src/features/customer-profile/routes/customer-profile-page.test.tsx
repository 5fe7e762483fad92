import * as appKeys from '@limpa/contracts/query-keys/app';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerSession, json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { CustomerProfilePage } from './customer-profile-page';

const session = {
  ...customerSession,
  profile: { ...customerSession.profile, phone: '+351 912 345 678', createdAt: '2026-03-04T10:00:00.000Z' },
};

function setup(
  patch?: (request: RecordedRequest) => Response | Promise<Response>,
  profile: typeof session.profile = session.profile,
) {
  const mock = mockFetch((request) => {
    if (request.url === '/api/v1/session') return json({ ...session, profile });
    if (request.url === '/api/v1/me/profile' && request.method === 'PATCH') {
      if (patch) return patch(request);
      const body = request.body as { fullName: string; phone: string | null; taxId: string | null };
      return json({ ...session, profile: { ...session.profile, ...body } });
    }
    if (request.url === '/api/auth/sign-out') return json({ success: true });
    if (request.url === '/api/v1/me/avatar' && request.method === 'PUT') {
      return json({ avatarUrl: '/api/v1/files/avatars/u1-1.jpg' });
    }
    return undefined;
  });
  const rendered = renderWithProviders(<CustomerProfilePage />, {
    path: '/customer/profile',
    withAuth: true,
  });
  return { ...mock, ...rendered };
}

const patches = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url === '/api/v1/me/profile' && r.method === 'PATCH');

describe('CustomerProfilePage', () => {
  it('shows the name and phone, and the e-mail read-only with a hint; Save waits for a change', async () => {
    setup();
    const name = await screen.findByLabelText('Full name');
    expect(name).toHaveValue('Ana Silva');
    const phone = screen.getByLabelText('Phone (optional)');
    expect(phone).toHaveValue('+351 912 345 678');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');

    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ana@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription("Your email is used to sign in and can't be changed here.");
    await userEvent.type(email, 'x');
    expect(email).toHaveValue('ana@example.com');

    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    await userEvent.type(name, ' Costa');
    expect(save).toBeEnabled();
    expect(screen.getByText('Member since March 2026')).toBeInTheDocument();
    expect(document.title).toBe('Profile | Limpa');
  });

  it('requires a full name and sends nothing without one', async () => {
    const { requests } = setup();
    await userEvent.clear(await screen.findByLabelText('Full name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Full name is required');
    expect(patches(requests)).toHaveLength(0);
  });

  it('sends a trimmed name and null for an emptied phone, says "Profile Updated" and updates the session', async () => {
    const { requests, queryClient } = setup();
    const name = await screen.findByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.type(name, '  Ana Maria Silva ');
    await userEvent.clear(screen.getByLabelText('Phone (optional)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(patches(requests).map((r) => r.body)).toEqual([
      { fullName: 'Ana Maria Silva', phone: null, taxId: null },
    ]);
    expect(queryClient.getQueryData(appKeys.session)).toMatchObject({
      profile: { fullName: 'Ana Maria Silva', phone: null },
    });
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Ana Maria Silva'));
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('shows "Saving..." while the request runs', async () => {
    setup(() => new Promise<Response>(() => {}));
    await userEvent.type(await screen.findByLabelText('Phone (optional)'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('says "Update Failed" when the server refuses, and keeps the edits', async () => {
    setup(() => problem(500, 'Internal Server Error', 'Something broke'));
    const name = await screen.findByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana S.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error updating your profile. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Ana S.');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('offers an optional tax number with its hint, checked with the NIF rule before anything is sent', async () => {
    const { requests } = setup();
    const taxId = await screen.findByLabelText('Tax number (NIF, optional)');
    expect(taxId).toHaveValue('');
    expect(taxId).toHaveAccessibleDescription(
      "For invoices in Portugal: your Portuguese tax number, 9 digits. Leave it empty if you don't need one.",
    );

    await userEvent.type(taxId, '123 456 780');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(
      await screen.findByText('Enter a valid Portuguese tax number (NIF): 9 digits'),
    ).toBeInTheDocument();
    expect(taxId).toHaveAttribute('aria-invalid', 'true');
    expect(patches(requests)).toHaveLength(0);
  });

  it('saves a valid tax number as written; the server keeps its nine digits', async () => {
    const { requests, queryClient } = setup((request) => {
      const body = request.body as { taxId: string | null };
      return json({ ...session, profile: { ...session.profile, ...body, taxId: '123456789' } });
    });
    await userEvent.type(await screen.findByLabelText('Tax number (NIF, optional)'), ' PT 123 456 789 ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(patches(requests).map((r) => r.body)).toEqual([
      { fullName: 'Ana Silva', phone: '+351 912 345 678', taxId: 'PT 123 456 789' },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Tax number (NIF, optional)')).toHaveValue('123456789'));
    expect(queryClient.getQueryData(appKeys.session)).toMatchObject({ profile: { taxId: '123456789' } });
  });

  it('shows the saved tax number and sends null when it is emptied', async () => {
    const { requests } = setup(undefined, { ...session.profile, taxId: '999999990' });
    const taxId = await screen.findByLabelText('Tax number (NIF, optional)');
    expect(taxId).toHaveValue('999999990');
    await userEvent.clear(taxId);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(patches(requests).map((r) => (r.body as { taxId: unknown }).taxId)).toEqual([null]);
  });

  it("shows the server's refusal under the tax number", async () => {
    setup(() =>
      problem(422, 'Invalid Tax Number', 'The tax number (NIF) is not valid.', 'invalid_tax_id', {
        errors: [{ path: 'body.taxId', message: 'Tax number refused by the server' }],
      }),
    );
    await userEvent.type(await screen.findByLabelText('Tax number (NIF, optional)'), '123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Tax number refused by the server')).toBeInTheDocument();
    const taxId = screen.getByLabelText('Tax number (NIF, optional)');
    expect(taxId).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(taxId).toHaveFocus());
    expect(taxId).toHaveValue('123456789');
  });

  it('changes the photo from the profile card', async () => {
    const { requests } = setup();
    expect(await screen.findByRole('button', { name: 'Change photo' })).toBeInTheDocument();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Upload a new profile photo'), file);

    expect(await screen.findByText('Avatar Updated')).toBeInTheDocument();
    const upload = requests.find((r) => r.url === '/api/v1/me/avatar');
    expect(upload?.method).toBe('PUT');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload!.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('links to My Addresses and Payment Methods', async () => {
    setup();
    expect(await screen.findByRole('link', { name: /My Addresses/ })).toHaveAttribute(
      'href',
      '/customer/addresses',
    );
    expect(screen.getByRole('link', { name: /Payment Methods/ })).toHaveAttribute(
      'href',
      '/customer/payments',
    );
  });

  it('Logout signs out, forgets the session and goes to /auth', async () => {
    const { requests, router, queryClient } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(requests.some((r) => r.url === '/api/auth/sign-out' && r.method === 'POST')).toBe(true);
    expect(queryClient.getQueryData(appKeys.session)).toBeNull();
  });
});
