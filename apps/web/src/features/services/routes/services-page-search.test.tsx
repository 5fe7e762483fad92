import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerSession, json, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { servicesMatching } from '../service-search';
import { ServicesPage } from './services-page';

const service = (n: number, name: string, description: string) => ({
  id: `0b6f2f0e-1f0a-4c57-9a43-6a4c1c2b7a0${n}`,
  key: name,
  name,
  description,
  basePriceCents: 4999,
  durationHours: 2,
  isDefault: n === 1,
  prices: [],
});
const SERVICES = [
  service(1, 'Deep Cleaning', 'A top-to-bottom clean.'),
  service(2, 'Window Cleaning', 'Glass, frames and sills.'),
  service(3, 'Limpeza de Escritório', 'Secretárias e salas de reunião.'),
];

function renderAt(url: string) {
  mockFetch(({ url: requested }) => {
    if (requested === '/api/v1/session') return json(customerSession);
    if (requested === '/api/v1/me/addresses') return json([]);
    if (requested === '/api/v1/services') return json(SERVICES);
    if (requested === '/api/v1/pricing') return json([]);
    return undefined;
  });
  return renderWithProviders(<ServicesPage />, { path: '/customer/services', url, withAuth: true });
}

const names = async () =>
  within(await screen.findByRole('list', { name: 'Cleaning services' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('ServicesPage: the search from the home screen', () => {
  it('shows only the services the query names, says how many, and the box holds the query', async () => {
    const { router } = renderAt('/customer/services?q=window');
    expect(await names()).toEqual(['Window Cleaning']);
    expect(screen.getByRole('status')).toHaveTextContent('1 service found');
    const box = screen.getByRole('searchbox', { name: 'Search services' });
    expect(box).toHaveValue('window');

    await userEvent.clear(box);
    await userEvent.type(box, 'escritorio');
    expect(await names()).toEqual(['Limpeza de Escritório']);
    expect(router.state.location.search).toBe('?q=escritorio');
  });

  it('says so when nothing matches and shows everything again on request', async () => {
    const { router } = renderAt('/customer/services?q=carpets');
    expect(await screen.findByText('No services match “carpets”.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Cleaning services' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 services found');
    await userEvent.click(screen.getByRole('button', { name: 'Show all services' }));
    expect(await names()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });
});

describe('servicesMatching', () => {
  it('needs every word, ignores case and accents, and keeps all for an empty query', () => {
    expect(servicesMatching(SERVICES, '  ').map((s) => s.name)).toHaveLength(3);
    expect(servicesMatching(SERVICES, 'DEEP clean').map((s) => s.name)).toEqual(['Deep Cleaning']);
    expect(servicesMatching(SERVICES, 'reuniao').map((s) => s.name)).toEqual(['Limpeza de Escritório']);
    expect(servicesMatching(SERVICES, 'deep window')).toEqual([]);
  });
});
