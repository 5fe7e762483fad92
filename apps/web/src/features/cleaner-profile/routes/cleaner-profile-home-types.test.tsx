import type { MeResponse, Profile } from '@limpa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { cleanerProfileFixture, sessionFixture } from '@/test/profile-fixture';
import { renderWithProviders } from '@/test/render';
import { CleanerProfilePage } from './cleaner-profile-page';

/** The profile page of a cleaner in `country`, whose PATCH answers `patch` (else saves what it is sent). */
function setup(overrides: Partial<Profile> = {}, patch?: (request: RecordedRequest) => Response) {
  let session: MeResponse = sessionFixture(cleanerProfileFixture({ homeTypes: ['T1', 'T2'], ...overrides }));
  const mock = mockFetch((request) => {
    const { url, method } = request;
    if (url === '/api/v1/session') return json(session);
    if (url === '/api/v1/me/rating') return json({ averageRating: null, reviewCount: 0 });
    if (url === '/api/v1/me/availability') return json([]);
    if (url === '/api/v1/me/profile' && method === 'PATCH') {
      if (patch) return patch(request);
      session = { ...session, profile: { ...session.profile, ...(request.body as Partial<Profile>) } };
      return json(session);
    }
    return undefined;
  });
  renderWithProviders(<CleanerProfilePage />, { path: '/provider/profile', withAuth: true });
  return mock;
}

const patches = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url === '/api/v1/me/profile' && r.method === 'PATCH');
const homes = () => screen.getByRole('group', { name: 'Homes you take' });
const startEditing = async () => userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));

afterEach(() => {
  toast.dismiss();
});

describe('CleanerProfilePage: the homes a cleaner takes', { timeout: 20_000 }, () => {
  it('shows them, and saves the boxes ticked in T0–T4 order', async () => {
    const { requests } = setup();
    expect(await screen.findByText('T1, T2')).toBeInTheDocument();
    await startEditing();
    expect(
      within(homes())
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-checked')),
    ).toEqual(['false', 'true', 'true', 'false', 'false']);
    await userEvent.click(within(homes()).getByRole('checkbox', { name: 'T4' }));
    await userEvent.click(within(homes()).getByRole('checkbox', { name: 'T0' }));
    await userEvent.click(within(homes()).getByRole('checkbox', { name: 'T2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches(requests)).toHaveLength(1));
    expect(patches(requests)[0]?.body).toMatchObject({ homeTypes: ['T0', 'T1', 'T4'] });
    expect(await screen.findByText('T0, T1, T4')).toBeInTheDocument();
  });

  it('names them as Canada does for a Canadian cleaner', async () => {
    setup({ country: 'CA', currency: 'CAD', homeTypes: ['T0', 'T4'] });
    expect(await screen.findByText('Studio, 4+ bedrooms')).toBeInTheDocument();
    await startEditing();
    expect(within(homes()).getByRole('checkbox', { name: '1 bedroom' })).not.toBeChecked();
  });

  it('refuses to save none, saying why under the group', async () => {
    const { requests } = setup();
    await startEditing();
    await userEvent.click(within(homes()).getByRole('checkbox', { name: 'T1' }));
    await userEvent.click(within(homes()).getByRole('checkbox', { name: 'T2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one home type you take.')).toBeInTheDocument();
    expect(homes()).toHaveAccessibleDescription('Choose at least one home type you take.');
    expect(patches(requests)).toHaveLength(0);
  });

  it("shows the server's refusal and stays in edit mode", async () => {
    setup({}, () =>
      problem(
        400,
        'Validation Error',
        'homeTypes: Choose at least one home type you take.',
        'validation_error',
      ),
    );
    await startEditing();
    await userEvent.click(within(homes()).getByRole('checkbox', { name: 'T3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const toasts = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText('Failed to update profile')).toBeInTheDocument();
    expect(
      within(toasts).getByText('homeTypes: Choose at least one home type you take.'),
    ).toBeInTheDocument();
    expect(within(homes()).getByRole('checkbox', { name: 'T3' })).toBeChecked();
  });
});
