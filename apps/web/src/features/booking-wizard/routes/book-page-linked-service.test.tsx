import type { Service } from '@limpa/contracts';
import { HOME_TYPES, PRICE_TABLE } from '@limpa/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '@/test/fetch';
import { api, onWizardMonday, renderPage, stepHeading, user } from '../booking-wizard-test-kit';

onWizardMonday();

const HOUSE_ID = '77777777-7777-4777-8777-777777777777';
const DEEP_ID = '88888888-8888-4888-8888-888888888888';

function service(id: string, key: string, isDefault: boolean): Service {
  return {
    id,
    key,
    name: key,
    description: '',
    basePriceCents: 3500,
    durationHours: 1.5,
    isDefault,
    prices: HOME_TYPES.flatMap((homeType, i) =>
      (['EUR', 'CAD'] as const).map((currency) => ({
        homeType,
        currency,
        priceCents: PRICE_TABLE[i]!.oneTimeCents * (isDefault ? 1 : 2),
        durationHours: PRICE_TABLE[i]!.durationHours,
      })),
    ),
  };
}

const catalogue = [
  service(DEEP_ID, 'Deep Cleaning', false),
  service(HOUSE_ID, 'Regular House Cleaning', true),
];
const withCatalogue = () =>
  api({ extra: (request) => (request.url === '/api/v1/services' ? json(catalogue) : undefined) });
const serviceSelect = () => screen.findByRole('combobox', { name: 'Service' });

describe('BookPage opened from a card (?homeType=&service=)', { timeout: 60_000 }, () => {
  it('chooses the card’s service and home type, and takes them out of the URL', async () => {
    withCatalogue();
    const { router } = renderPage('/customer/book?homeType=T0&service=Deep%20Cleaning');
    await stepHeading('Property type');
    await waitFor(async () => expect(await serviceSelect()).toHaveValue(DEEP_ID));
    expect(screen.getByRole('radio', { name: /^T0/ })).toBeChecked();
    // Deep Cleaning does not recur: no switch.
    expect(screen.queryByRole('switch', { name: 'Recurring Cleaning' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('`service=default` chooses the default service even when the draft had another', async () => {
    withCatalogue();
    const first = renderPage('/customer/book?service=Deep%20Cleaning');
    await waitFor(async () => expect(await serviceSelect()).toHaveValue(DEEP_ID));
    first.unmount();
    withCatalogue();
    renderPage('/customer/book?homeType=T4&service=default');
    await waitFor(async () => expect(await serviceSelect()).toHaveValue(HOUSE_ID));
    expect(screen.getByRole('radio', { name: /^T4/ })).toBeChecked();
  });

  it('an unknown service leaves the wizard on the default one, and the customer can still choose', async () => {
    withCatalogue();
    renderPage('/customer/book?service=Chimney%20Sweeping');
    const select = await serviceSelect();
    await waitFor(() => expect(select).toHaveValue(HOUSE_ID));
    await user().selectOptions(select, 'Deep Cleaning');
    expect(select).toHaveValue(DEEP_ID);
  });
});
