import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressesQueryOptions } from '@/lib/api/get-addresses';
import { appConfigQueryOptions } from '@/lib/app-config';
import { appConfig, json } from '@/test/fetch';
import { LocationProbe } from '@/test/render';
import {
  address,
  api,
  continueButton,
  onWizardMonday,
  renderPage,
  stepHeading,
  user,
  walkTo,
} from '../booking-wizard-test-kit';

onWizardMonday();

const NEW_ID = '99999999-9999-4999-8999-999999999999';
const added = { ...address, id: NEW_ID, isDefault: false, streetAddress: 'Rua Nova 5' };
const maintenanceOn = (request: { url: string }) =>
  request.url === '/api/v1/app-config' ? json(appConfig({ maintenanceMode: true })) : undefined;

describe('BookPage: adding an address from step 2', { timeout: 60_000 }, () => {
  it('comes back to step 2 with the new address chosen, and Back still steps back with the choices kept', async () => {
    api();
    const { router, queryClient } = renderPage('/customer/book', undefined, [
      { path: '/customer/addresses', element: <LocationProbe /> },
    ]);
    const u = await walkTo(2);
    await u.click(screen.getByRole('link', { name: 'Add New Address' }));
    // The addresses screen is handed the way back to this very step, and which steps lie behind it.
    await screen.findByRole('status', { name: 'Current location' });
    expect(router.state.location.pathname).toBe('/customer/addresses');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('mode')).toBe('new');
    expect(params.get('returnTo')).toBe('/customer/book?step=2');
    expect(router.state.location.state).toEqual({
      addressesForm: true,
      returnState: { wizardTrail: [1, 2] },
    });

    // The addresses screen saves (refreshing the saved addresses) and replaces its entry with the way back
    // (addresses-page-return.test.tsx).
    api({ addresses: [added, address] });
    queryClient.setQueryData(addressesQueryOptions.queryKey, [added, address]);
    await router.navigate(`/customer/book?step=2&addressId=${NEW_ID}`, {
      replace: true,
      state: { wizardTrail: [1, 2] },
    });
    await stepHeading('Location');
    await waitFor(() => expect(screen.getByRole('radio', { name: /Rua Nova 5/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: /Rua Augusta 100/ })).not.toBeChecked();
    // Read once: the draft holds the address now, and the URL is the step's own again.
    await waitFor(() => expect(router.state.location.search).toBe('?step=2'));
    expect(continueButton()).toBeEnabled();

    await u.click(screen.getAllByRole('button', { name: 'Back' })[0]!);
    await stepHeading('Property type');
    expect(screen.getByRole('radio', { name: /^T3/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Recurring Cleaning' })).toBeChecked();
  });

  it('a new address drops the time and cleaner chosen for the old one, as choosing it on step 2 would', async () => {
    api();
    const first = renderPage();
    const u = await walkTo(4);
    await u.click(screen.getAllByRole('button', { name: 'Back' })[1]!);
    await u.click(screen.getAllByRole('button', { name: 'Back' })[1]!);
    await stepHeading('Location');
    first.unmount();
    // Back from the addresses screen: a new page with the draft and the new address in the URL.
    api({ addresses: [added, address] });
    renderPage(`/customer/book?step=2&addressId=${NEW_ID}`);
    await stepHeading('Location');
    await waitFor(() => expect(screen.getByRole('radio', { name: /Rua Nova 5/ })).toBeChecked());
    await u.click(continueButton());
    await stepHeading('Date & Time');
    expect(await screen.findByRole('radio', { name: '10:00' })).not.toBeChecked();
    expect(continueButton()).toBeDisabled();
  });

  it('an address that is not among the saved ones is not chosen: the default stays, on the same step', async () => {
    api();
    const { router } = renderPage(`/customer/book?step=2&addressId=${NEW_ID}`);
    await stepHeading('Location');
    await waitFor(() => expect(screen.getByRole('radio', { name: /Rua Augusta 100/ })).toBeChecked());
    expect(router.state.location.search).toBe('?step=2');
  });
});

describe('BookPage: maintenance', { timeout: 60_000 }, () => {
  it('says bookings are paused before step 1 and offers no step', async () => {
    const { requests } = api({ extra: maintenanceOn });
    renderPage();
    expect(await screen.findByText('Bookings are temporarily disabled')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/We're doing some maintenance/);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('heading', { level: 2, name: 'Property type' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.startsWith('/api/v1/slots'))).toBe(false);
  });

  it('a pause that starts mid-way replaces the steps before the customer can send, and the choices wait for its end', async () => {
    api();
    const { queryClient } = renderPage();
    const u = await walkTo(3);
    await u.click(await screen.findByRole('radio', { name: '10:00' }));
    queryClient.setQueryData(appConfigQueryOptions.queryKey, appConfig({ maintenanceMode: true }));
    expect(await screen.findByText('Bookings are temporarily disabled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();

    queryClient.setQueryData(appConfigQueryOptions.queryKey, appConfig({ maintenanceMode: false }));
    await stepHeading('Date & Time');
    expect(await screen.findByRole('radio', { name: '10:00' })).toBeChecked();
    await user().click(continueButton());
    await stepHeading('Optional Add-ons');
  });
});
