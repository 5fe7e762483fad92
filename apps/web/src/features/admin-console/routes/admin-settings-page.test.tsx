import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, problem } from '@/test/fetch';
import { type AdminHandler, renderAdminPage, settings } from '../admin-console-test-data';
import { AdminSettingsPage } from './admin-settings-page';

const renderPage = (handler?: AdminHandler) =>
  renderAdminPage(
    <AdminSettingsPage />,
    '/admin/settings',
    { url: '/api/v1/admin/settings', body: settings },
    handler,
  );

const toasts = () => screen.getByRole('region', { name: /Notifications/ });

// Typing into the fields takes a while on a busy machine.
describe('AdminSettingsPage', { timeout: 20_000 }, () => {
  afterEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('shows both switches with their descriptions, loaded from the server', async () => {
    renderPage();
    const maintenance = await screen.findByRole('switch', { name: 'Maintenance mode' });
    const approval = screen.getByRole('switch', { name: 'Require provider approval' });
    expect(maintenance).not.toBeChecked();
    expect(approval).toBeChecked();
    expect(maintenance).toHaveAccessibleDescription('Temporarily disable bookings');
    expect(approval).toHaveAccessibleDescription('New cleaners must be approved by an admin');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeDisabled();
    expect(document.title).toBe('Settings | Limpa');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/admin/settings`,
    );
  });

  it('turns identity verification off and saves it with the other settings', async () => {
    const { requests } = renderPage((r) =>
      r.method === 'PUT' ? json(settings({ ...(r.body as object) })) : undefined,
    );
    const identity = await screen.findByRole('switch', { name: 'Require identity verification' });
    expect(identity).toBeChecked();
    expect(identity).toHaveAccessibleDescription(
      'A cleaner is approved only once an admin approved their identity document',
    );
    await userEvent.click(identity);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
        requireIdentityVerification: false,
      }),
    );
  });

  it('Discard puts the loaded values back', async () => {
    const { requests } = renderPage();
    const maintenance = await screen.findByRole('switch', { name: 'Maintenance mode' });
    const approval = screen.getByRole('switch', { name: 'Require provider approval' });
    await userEvent.click(maintenance);
    await userEvent.click(approval);
    expect(maintenance).toBeChecked();
    expect(approval).not.toBeChecked();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(maintenance).not.toBeChecked();
    expect(approval).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('switching back to the loaded value counts as unchanged', async () => {
    renderPage();
    const maintenance = await screen.findByRole('switch', { name: 'Maintenance mode' });
    await userEvent.click(maintenance);
    await userEvent.click(maintenance);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('Save Changes stores both values, says "Settings saved" and is disabled while saving', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { requests } = renderPage((r) => {
      if (r.method === 'PUT') {
        return gate.then(() =>
          json(settings({ ...(r.body as object), updatedAt: '2026-11-22T10:00:00.000Z' })),
        );
      }
      return undefined;
    });
    const maintenance = await screen.findByRole('switch', { name: 'Maintenance mode' });
    const configReads = () => requests.filter((r) => r.url === '/api/v1/app-config').length;
    const readsBefore = configReads();
    await userEvent.click(maintenance);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe('/api/v1/admin/settings');
    expect(put.body).toEqual({
      maintenanceMode: true,
      requireProviderApproval: true,
      requireIdentityVerification: true,
      earliestStartHours: 2,
    });
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeDisabled();
    expect(maintenance).toBeDisabled();

    release();
    expect(await within(toasts()).findByText('Settings saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled());
    expect(screen.getByRole('switch', { name: 'Maintenance mode' })).toBeChecked();
    expect(
      screen.getByText('Maintenance mode is on: customers cannot make new bookings.'),
    ).toBeInTheDocument();
    // The public config (the booking wizard's maintenance flag) is read again.
    await waitFor(() => expect(configReads()).toBeGreaterThan(readsBefore));
  });

  it('keeps the changes and says "Update failed" with the server message when saving fails', async () => {
    renderPage((r) => (r.method === 'PUT' ? problem(400, 'Bad Request', 'Invalid settings') : undefined));
    const approval = await screen.findByRole('switch', { name: 'Require provider approval' });
    await userEvent.click(approval);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(toasts()).findByText('Update failed')).toBeInTheDocument();
    expect(within(toasts()).getByText('Invalid settings')).toBeInTheDocument();
    expect(approval).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('saves the earliest booking start as a whole number of hours', async () => {
    const { requests } = renderPage((r) =>
      r.method === 'PUT'
        ? json(settings({ ...(r.body as object), updatedAt: '2026-11-22T10:00:00.000Z' }))
        : undefined,
    );
    const hours = await screen.findByRole('spinbutton', { name: 'Earliest booking start' });
    expect(hours).toHaveValue(2);
    expect(hours).toHaveAccessibleDescription('Hours between making a booking and its start, from 1 to 168');
    await userEvent.clear(hours);
    await userEvent.type(hours, '48');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(toasts()).findByText('Settings saved')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      maintenanceMode: false,
      requireProviderApproval: true,
      requireIdentityVerification: true,
      earliestStartHours: 48,
    });
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: 'Earliest booking start' })).toHaveValue(48),
    );
  });

  it.each(['0', '169', '1.5', ''])('refuses %j hours: says why and does not save', async (typed) => {
    const { requests } = renderPage();
    const hours = await screen.findByRole('spinbutton', { name: 'Earliest booking start' });
    await userEvent.clear(hours);
    if (typed) await userEvent.type(hours, typed);
    expect(hours).toBeInvalid();
    expect(hours).toHaveAccessibleDescription(
      'Hours between making a booking and its start, from 1 to 168 Enter a whole number of hours from 1 to 168.',
    );
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await userEvent.type(hours, '{Enter}');
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(hours).toHaveValue(2);
    expect(hours).toBeValid();
  });

  it('says when the settings cannot be loaded and tries again', async () => {
    let fail = true;
    renderPage((r) =>
      r.url === '/api/v1/admin/settings'
        ? fail
          ? problem(500, 'Error', 'boom')
          : json(settings())
        : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load settings');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Maintenance mode' })).toBeInTheDocument();
  });

  it("keeps the admin's own language picker, saved on the profile", async () => {
    const { requests } = renderPage(({ url, method }) =>
      url === '/api/v1/me/profile' && method === 'PATCH' ? new Promise<Response>(() => {}) : undefined,
    );
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    expect(requests.some((r) => r.url === '/api/v1/me/profile')).toBe(false);
    await userEvent.selectOptions(picker, 'pt-PT');
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/api/v1/me/profile' && r.method === 'PATCH')?.body).toEqual({
        locale: 'pt-PT',
      }),
    );
  });
});
