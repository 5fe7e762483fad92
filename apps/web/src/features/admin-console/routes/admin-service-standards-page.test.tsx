import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, problem } from '@/test/fetch';
import { type AdminHandler, renderAdminPage } from '../admin-console-test-data';
import { AdminServiceStandardsPage } from './admin-service-standards-page';

const URL = '/api/v1/admin/service-standards';
const saved = {
  texts: { en: 'Arrive on time.\n\nBring gloves.', 'pt-PT': 'Chegue a horas.', 'fr-CA': '' },
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const renderPage = (handler?: AdminHandler) =>
  renderAdminPage(
    <AdminServiceStandardsPage />,
    '/admin/service-standards',
    { url: URL, body: () => saved },
    handler,
  );

describe('AdminServiceStandardsPage', () => {
  it('shows one labelled text per language, loaded from the server', async () => {
    renderPage();
    const english = await screen.findByRole('textbox', { name: 'English' });
    expect(english).toHaveValue('Arrive on time.\n\nBring gloves.');
    expect(screen.getByRole('textbox', { name: 'Portuguese (Portugal)' })).toHaveValue('Chegue a horas.');
    const french = screen.getByRole('textbox', { name: 'French (Canada)' });
    expect(french).toHaveValue('');
    expect(french).toHaveAccessibleDescription('Leave empty to show the English text instead.');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Service standards' })).toBeInTheDocument();
  });

  it('saves every language at once and shows what the server stored', async () => {
    const { requests } = renderPage((r) =>
      r.url === URL && r.method === 'PUT'
        ? json({
            texts: { ...saved.texts, 'fr-CA': 'Arrivez à l’heure.' },
            updatedAt: '2026-11-21T10:00:00.000Z',
          })
        : undefined,
    );
    const french = await screen.findByRole('textbox', { name: 'French (Canada)' });
    await userEvent.type(french, 'Arrivez à l’heure.');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({ texts: { ...saved.texts, 'fr-CA': 'Arrivez à l’heure.' } });
    expect(await screen.findByText('Service standards saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('keeps the draft and says so when saving fails', async () => {
    renderPage((r) =>
      r.url === URL && r.method === 'PUT' ? problem(400, 'Validation Failed', 'Too long') : undefined,
    );
    const english = await screen.findByRole('textbox', { name: 'English' });
    await userEvent.type(english, ' More.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(english).toHaveValue('Arrive on time.\n\nBring gloves. More.');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});
