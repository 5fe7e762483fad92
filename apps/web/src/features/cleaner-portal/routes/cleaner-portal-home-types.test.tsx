import type { MeResponse, Profile } from '@limpa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type RecordedRequest } from '@/test/fetch';
import { cleanerProfileFixture, sessionFixture } from '@/test/profile-fixture';
import { renderWithProviders } from '@/test/render';
import { CleanerPortalPage } from './cleaner-portal-page';

/** The portal's profile tab for a cleaner in Portugal taking T1 and T2; PATCH saves what it is sent. */
function setup() {
  let session: MeResponse = sessionFixture(cleanerProfileFixture({ country: 'PT', homeTypes: ['T1', 'T2'] }));
  const mock = mockFetch((request) => {
    if (request.url === '/api/v1/session') return json(session);
    if (request.url === '/api/v1/me/profile' && request.method === 'PATCH') {
      session = { ...session, profile: { ...session.profile, ...(request.body as Partial<Profile>) } };
      return json(session);
    }
    return undefined;
  });
  renderWithProviders(<CleanerPortalPage />, {
    path: '/provider/portal',
    url: '/provider/portal?tab=profile',
    withAuth: true,
  });
  return mock;
}

const patches = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'PATCH');
const homes = () => screen.findByRole('group', { name: 'Homes you take' });

describe('CleanerPortalPage profile tab: the homes a cleaner takes', { timeout: 20_000 }, () => {
  it('saves the home types ticked, in T0–T4 order', async () => {
    const { requests } = setup();
    const group = await homes();
    expect(within(group).getByRole('checkbox', { name: 'T1' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'T0' })).not.toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'T4' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'T1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(patches(requests)).toHaveLength(1));
    expect(patches(requests)[0]?.body).toMatchObject({ homeTypes: ['T2', 'T4'] });
  });

  it('refuses to save none, saying why, and sends nothing', async () => {
    const { requests } = setup();
    const group = await homes();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'T1' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'T2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await within(group).findByText('Choose at least one home type you take.')).toBeInTheDocument();
    expect(patches(requests)).toHaveLength(0);
  });
});
