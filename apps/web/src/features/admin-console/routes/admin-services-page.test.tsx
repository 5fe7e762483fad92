import type { AdminService } from '@limpa/contracts';
import { CURRENCIES, HOME_TYPES, PRICE_TABLE } from '@limpa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, problem } from '@/test/fetch';
import { type AdminHandler, renderAdminPage } from '../admin-console-test-data';
import { AdminServicesPage } from './admin-services-page';

const URL = '/api/v1/admin/services';
const DEEP_ID = '8b0c1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f';

function service(overrides: Partial<AdminService> = {}): AdminService {
  return {
    id: DEEP_ID,
    name: 'Deep Cleaning',
    description: 'Ovens, grout and hard-to-reach places.',
    hidden: false,
    isDefault: false,
    prices: CURRENCIES.flatMap((currency) =>
      HOME_TYPES.map((homeType, i) => ({
        homeType,
        currency,
        priceCents: PRICE_TABLE[i]!.oneTimeCents * 2,
        durationHours: PRICE_TABLE[i]!.durationHours + 1,
      })),
    ),
    ...overrides,
  };
}

const house = service({
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Regular House Cleaning',
  isDefault: true,
});
const hidden = service({
  id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  name: 'DISABLED Carpet Cleaning',
  hidden: true,
});

const renderPage = (handler?: AdminHandler) =>
  renderAdminPage(
    <AdminServicesPage />,
    '/admin/services',
    { url: URL, body: () => [service(), hidden, house] },
    handler,
  );

const form = (name: string) => screen.findByRole('form', { name });

describe('AdminServicesPage', () => {
  it('lists every service with its texts, whether customers see it and its cells', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Service catalogue' })).toBeInTheDocument();
    const deep = await form('Deep Cleaning');
    expect(within(deep).getByRole('textbox', { name: 'Name (English)' })).toHaveValue('Deep Cleaning');
    expect(within(deep).getByRole('switch', { name: /Shown to customers/ })).toBeChecked();
    expect(within(deep).getByRole('textbox', { name: 'T2 · 2 bedrooms: price in EUR' })).toHaveValue(
      '110.00',
    );
    expect(within(deep).getByRole('textbox', { name: 'T2 · 2 bedrooms: hours in CAD' })).toHaveValue('3.5');
    // A hidden service shows its name without the prefix, its switch off.
    const carpet = await form('Carpet Cleaning');
    expect(within(carpet).getByText('Hidden')).toBeInTheDocument();
    expect(within(carpet).getByRole('switch', { name: /Shown to customers/ })).not.toBeChecked();
    expect(within(await form('Regular House Cleaning')).getByText('Default service')).toBeInTheDocument();
    expect(within(deep).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('saves a changed price and a change of visibility, sending only what changed', async () => {
    const { requests } = renderPage((r) =>
      r.url === `${URL}/${DEEP_ID}` && r.method === 'PATCH'
        ? json(
            service({
              name: 'DISABLED Deep Cleaning',
              hidden: true,
              prices: service().prices.map((p) =>
                p.homeType === 'T3' && p.currency === 'CAD'
                  ? { ...p, priceCents: 14250, durationHours: 4.75 }
                  : p,
              ),
            }),
          )
        : undefined,
    );
    const deep = await form('Deep Cleaning');
    const price = within(deep).getByRole('textbox', { name: 'T3 · 3 bedrooms: price in CAD' });
    await userEvent.clear(price);
    await userEvent.type(price, '142,5');
    const hours = within(deep).getByRole('textbox', { name: 'T3 · 3 bedrooms: hours in CAD' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '4.75');
    await userEvent.click(within(deep).getByRole('switch', { name: /Shown to customers/ }));
    expect(within(deep).getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(within(deep).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(patch.url).toBe(`${URL}/${DEEP_ID}`);
    expect(patch.body).toEqual({
      name: 'DISABLED Deep Cleaning',
      prices: [{ homeType: 'T3', currency: 'CAD', priceCents: 14250, durationHours: 4.75 }],
    });
    expect(await screen.findByText('Service saved')).toBeInTheDocument();
    expect(within(deep).getByText('Hidden')).toBeInTheDocument();
    expect(within(deep).getByRole('textbox', { name: 'T3 · 3 bedrooms: price in CAD' })).toHaveValue(
      '142.50',
    );
    expect(within(deep).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('marks a cell outside the rules and sends nothing', async () => {
    const { requests } = renderPage();
    const deep = await form('Deep Cleaning');
    const hours = within(deep).getByRole('textbox', { name: 'T0 · Studio: hours in EUR' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '2.1');
    await userEvent.click(within(deep).getByRole('button', { name: 'Save Changes' }));
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(hours).toHaveAccessibleDescription(/Check the marked cells/);
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it("shows the server's refusal on the service's card, in its words, and keeps the draft", async () => {
    renderPage((r) =>
      r.method === 'PATCH'
        ? problem(409, 'Conflict', 'Another service already has this name.', 'conflict')
        : undefined,
    );
    const deep = await form('Deep Cleaning');
    const name = within(deep).getByRole('textbox', { name: 'Name (English)' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Regular House Cleaning');
    await userEvent.click(within(deep).getByRole('button', { name: 'Save Changes' }));
    expect(await within(deep).findByRole('alert')).toHaveTextContent(
      'The service was not saved. Another service already has this name.',
    );
    expect(name).toHaveValue('Regular House Cleaning');
    expect(within(deep).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('offers to try again when the services could not be loaded', async () => {
    let fail = true;
    renderPage((r) => (r.url === URL && fail ? problem(500, 'Internal Server Error', 'down') : undefined));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The services could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await form('Deep Cleaning')).toBeInTheDocument();
  });
});
