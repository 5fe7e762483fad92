import type { Address } from '@limpa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { lisbon, toronto } from '@/test/address-fixtures';
import { customerSession, json, mockFetch, problem } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { AddressesPage } from './addresses-page';

const LIST = '/api/v1/me/addresses';

afterEach(() => {
  toast.dismiss();
});

function renderPage(url = '/customer/addresses') {
  return renderWithProviders(<AddressesPage />, { path: '/customer/addresses', url, withAuth: true });
}

/** Answers the session and the list; `more` answers anything else. */
function api(
  addresses: Address[] | (() => Response),
  more: Parameters<typeof mockFetch>[0] = () => undefined,
) {
  return mockFetch((request) => {
    if (request.url === '/api/v1/session') return json(customerSession);
    if (request.url === LIST && request.method === 'GET') {
      return typeof addresses === 'function' ? addresses() : json(addresses);
    }
    return more(request);
  });
}

const toasts = () => screen.getByRole('region', { name: /Notifications/ });

/** The address card titled so (found by its h3: role queries over the whole form are slow in jsdom). */
async function card(title: string) {
  const heading = await screen.findByText(title, { selector: 'article h3' }, { timeout: 5_000 });
  const article = heading.closest('article');
  if (!article) throw new Error(`no card for ${title}`);
  expect(article).toHaveAccessibleName(title);
  return article;
}

describe('AddressesPage: list', { timeout: 30_000 }, () => {
  it('shows skeletons while loading, then one card per address with its details', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch(({ url }) => {
      if (url === '/api/v1/session') return json(customerSession);
      if (url === LIST) return new Promise<Response>((resolve) => (answer = resolve));
      return undefined;
    });
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your addresses');
    expect(screen.getByRole('heading', { level: 1, name: 'My Addresses' })).toBeInTheDocument();
    answer(json([toronto, lisbon]));

    const home = await card('Home');
    expect(home).toHaveTextContent('Rua Augusta 10, 2 Esq, 1100-053 Lisboa');
    expect(home).toHaveTextContent('Portugal');
    expect(within(home).getByText('EUR')).toBeInTheDocument();
    expect(within(home).getByText('Default')).toBeInTheDocument();
    expect(within(home).getByText('Primary')).toBeInTheDocument();
    expect(home).toHaveTextContent('Apartment · T2');
    expect(home).toHaveTextContent('2 bedrooms, 1 living room, 1 kitchen, 1 bathroom');
    expect(within(home).queryByRole('button', { name: 'Set as default' })).not.toBeInTheDocument();

    const other = await card('Additional Address');
    expect(other).toHaveTextContent('100 King St W, Toronto ON M5V 3A4');
    expect(other).toHaveTextContent('Canada');
    expect(within(other).getByText('CAD')).toBeInTheDocument();
    expect(within(other).getByText('Additional')).toBeInTheDocument();
    expect(within(other).queryByText('Default')).not.toBeInTheDocument();
    expect(other).toHaveTextContent('House · T4+');
    expect(other).toHaveTextContent('4 bedrooms, 1 living room, 1 kitchen, 1 bathroom, 1 office');

    // The default address comes first.
    const cards = screen.getAllByRole('article');
    expect(cards[0]).toBe(home);
    expect(screen.getByRole('button', { name: 'Add New Address' })).toBeInTheDocument();
  });

  it('explains that an address is needed to book and offers to add one', async () => {
    api([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No saved addresses yet' })).toBeInTheDocument();
    expect(screen.getByText(/You need an address to book a cleaning/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add New Address' }));

    // The first address: primary, prefilled from the profile, and the default whatever is chosen.
    expect(await screen.findByRole('heading', { name: 'Add New Address', level: 2 })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Primary Address' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Last name')).toHaveValue('Silva');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByRole('checkbox', { name: 'Use as my default address' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Use as my default address' })).toBeDisabled();
  });

  it('toasts "Failed to fetch addresses" when the list cannot load, and offers a retry', async () => {
    let fail = true;
    api(() => (fail ? problem(500, 'Internal Server Error', 'Something broke') : json([lisbon])));
    renderPage();
    expect(await within(toasts()).findByText('Failed to fetch addresses')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Home')).toBeInTheDocument();
  });
});

describe('AddressesPage: actions', { timeout: 30_000 }, () => {
  it('asks "Delete this address?" before deleting; Cancel keeps it', async () => {
    let list = [lisbon, toronto];
    const { requests } = api(
      () => json(list),
      ({ url, method }) => {
        if (method === 'DELETE' && url === `${LIST}/${toronto.id}`) {
          list = [lisbon];
          return new Response(null, { status: 204 });
        }
        return undefined;
      },
    );
    renderPage();
    const other = await card('Additional Address');

    await userEvent.click(within(other).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent('100 King St W, Toronto ON M5V 3A4 will be removed');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await userEvent.click(within(other).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(toasts()).findByText('Address deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Additional Address' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('shows the server message when a delete fails', async () => {
    api([lisbon], ({ method }) =>
      method === 'DELETE' ? problem(404, 'Not Found', 'Address not found') : undefined,
    );
    renderPage();
    await userEvent.click(within(await card('Home')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(toasts()).findByText('Address not found')).toBeInTheDocument();
  });

  it('"Set as default" moves the default to that address', async () => {
    let list = [lisbon, toronto];
    const { requests } = api(
      () => json(list),
      ({ url, method }) => {
        if (method === 'PATCH' && url === `${LIST}/${toronto.id}`) {
          list = [
            { ...lisbon, isDefault: false },
            { ...toronto, isDefault: true },
          ];
          return json(list[1]);
        }
        return undefined;
      },
    );
    renderPage();
    await userEvent.click(
      within(await card('Additional Address')).getByRole('button', { name: 'Set as default' }),
    );

    expect(await within(toasts()).findByText('Address updated successfully')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ isDefault: true });
    await waitFor(async () =>
      expect(within(await card('Additional Address')).getByText('Default')).toBeInTheDocument(),
    );
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Additional Address');
  });

  it('edits an address in the form: its tab is selected, Cancel returns, Update saves with PATCH', async () => {
    let list = [lisbon, toronto];
    const { requests } = api(
      () => json(list),
      ({ url, method, body }) => {
        if (method === 'PATCH' && url === `${LIST}/${toronto.id}`) {
          const updated = { ...toronto, ...(body as Partial<Address>) };
          list = [lisbon, updated];
          return json(updated);
        }
        return undefined;
      },
    );
    const { router } = renderPage();
    await userEvent.click(within(await card('Additional Address')).getByRole('button', { name: 'Edit' }));

    expect(await screen.findByRole('heading', { name: 'Edit Address' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?mode=edit&id=${toronto.id}`);
    expect(screen.getByRole('tab', { name: 'Additional Address' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('City')).toHaveValue('Toronto');
    expect(screen.getByRole('combobox', { name: 'Province or territory' })).toHaveTextContent('Ontario');
    expect(screen.getByLabelText('Currency')).toHaveValue('CAD');
    expect(screen.getByRole('radio', { name: /^T4\+/ })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await card('Additional Address')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    await userEvent.click(within(await card('Additional Address')).getByRole('button', { name: 'Edit' }));
    const label = await screen.findByLabelText('Label (optional)');
    await userEvent.type(label, 'Cottage');
    await userEvent.click(screen.getByRole('button', { name: 'Update Address' }));

    expect(await within(toasts()).findByText('Address updated successfully')).toBeInTheDocument();
    expect(await card('Cottage')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
      addressType: 'additional',
      label: 'Cottage',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5V 3A4',
    });
  });

  it('opens the form for an additional address once a primary exists', async () => {
    api([lisbon]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Address' }));
    expect(await screen.findByRole('tab', { name: 'Additional Address' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The country of the latest address is preselected, with its currency.
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
    expect(screen.getByRole('checkbox', { name: 'Use as my default address' })).not.toBeChecked();
  });
});
