import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { lisbon, toronto } from '@/test/address-fixtures';
import { customerSession, json, mockFetch } from '@/test/fetch';
import { LocationProbe, renderWithProviders } from '@/test/render';
import { AddressesPage } from './addresses-page';

const LIST = '/api/v1/me/addresses';
const NEW_ID = '77777777-7777-4777-8777-777777777777';
const WIZARD_STATE = { wizardTrail: [1, 2] };

afterEach(() => {
  toast.dismiss();
});

function api() {
  return mockFetch(({ url, method }) => {
    if (url === '/api/v1/session') return json(customerSession);
    if (url === LIST && method === 'GET') return json([lisbon]);
    if (url === LIST && method === 'POST') return json({ ...toronto, id: NEW_ID }, 201);
    return undefined;
  });
}

/** The form as the wizard's "Add New Address" opens it: a history entry of its own, the way back in the URL. */
function openFromWizard(returnTo: string) {
  const view = renderWithProviders(<AddressesPage />, {
    path: '/customer/addresses',
    url: '/customer/book?step=2',
    withAuth: true,
    routes: [{ path: '/customer/book', element: <LocationProbe /> }],
  });
  void view.router.navigate(`/customer/addresses?${new URLSearchParams({ mode: 'new', returnTo })}`, {
    state: { addressesForm: true, returnState: WIZARD_STATE },
  });
  return view;
}

async function fillAndSave() {
  const u = userEvent.setup();
  await screen.findByRole('heading', { name: 'Add New Address', level: 2 });
  await u.type(screen.getByLabelText('Street address'), 'Rua Nova 5');
  await u.type(screen.getByLabelText('City or town'), 'Lisboa');
  await u.type(screen.getByLabelText('Postal code'), '1100-053');
  await u.click(screen.getByRole('button', { name: 'Save Address' }));
}

describe('AddressesPage opened from the booking wizard', { timeout: 30_000 }, () => {
  it('goes back to the same wizard step with the new address chosen, in place of the form', async () => {
    api();
    const { router } = openFromWizard('/customer/book?step=2&cleaner=ana');
    await fillAndSave();

    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      `/customer/book?step=2&cleaner=ana&addressId=${NEW_ID}`,
    );
    // The form's entry was replaced: the wizard's step is the latest, handed the steps behind it.
    expect(router.state.location.state).toEqual(WIZARD_STATE);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('cancelling goes back to the wizard step it came from', async () => {
    api();
    openFromWizard('/customer/book?step=2');
    await screen.findByRole('heading', { name: 'Add New Address', level: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/customer/book?step=2',
    );
  });

  it('follows no way back but the wizard: another screen in returnTo is ignored, the form just closes', async () => {
    const { requests } = api();
    const { router } = openFromWizard('/customer/profile');
    await fillAndSave();

    expect(await screen.findByText('Address saved successfully')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(true);
    // Closed as the form always closes (back to the entry before it), never to the named screen.
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      /^\/customer\/book\?step=2$/,
    );
    expect(router.state.location.state).toBeNull();
  });
});
