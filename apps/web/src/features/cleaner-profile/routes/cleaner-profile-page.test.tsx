import { HOURLY_RATE_MESSAGES, type MeResponse, type Profile } from '@limpa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { CleanerProfilePage } from './cleaner-profile-page';

const profile: Profile = {
  id: '0b6f0a3c-4f3e-4a55-9c1f-6d1c2b3a4e5f',
  userId: 'c1',
  role: 'cleaner',
  fullName: 'Ana Silva',
  firstName: 'Ana',
  lastName: 'Silva',
  phone: '+351 912 345 678',
  taxId: null,
  bio: 'Careful and friendly.',
  avatarUrl: null,
  country: 'PT',
  currency: 'EUR',
  city: 'Lisboa',
  addressLine1: 'Rua Augusta 100',
  addressLine2: null,
  provinceOrDistrict: 'Lisboa',
  postalCode: '1100-048',
  isApproved: true,
  onboardingComplete: true,
  onboardingSteps: { 1: true, 2: true, 3: true },
  hourlyRate: 22,
  workRadiusKm: 10,
  servicesOffered: ['Regular House Cleaning', 'Deep Cleaning'],
  homeTypes: ['T0', 'T1', 'T2', 'T3', 'T4'],
  transportType: 'biking',
  payoutConnected: true,
  acceptingJobs: true,
  locale: 'en',
  createdAt: '2026-03-04T10:00:00.000Z',
};

type Handler = (request: RecordedRequest) => Response | Promise<Response> | undefined;

function setup(
  options: {
    profile?: Partial<Profile>;
    rating?: { averageRating: number | null; reviewCount: number };
    availability?: { weekday: number; startTime: string; endTime: string }[];
    override?: Handler;
  } = {},
) {
  let session: MeResponse = {
    user: { id: 'c1', email: 'ana@example.com', emailVerified: true },
    profile: { ...profile, ...options.profile },
  };
  let availability = options.availability ?? [
    { weekday: 1, startTime: '09:00', endTime: '13:00' },
    { weekday: 1, startTime: '14:00', endTime: '18:00' },
    { weekday: 3, startTime: '10:00', endTime: '16:00' },
  ];
  const mock = mockFetch((request) => {
    const first = options.override?.(request);
    if (first) return first;
    const { url, method } = request;
    if (url === '/api/v1/session') return json(session);
    if (url === '/api/v1/me/rating') return json(options.rating ?? { averageRating: 4.3, reviewCount: 12 });
    if (url === '/api/v1/me/earnings?limit=1')
      return json({
        currency: 'EUR',
        totals: [],
        completedCount: 7,
        thisMonthCompletedCount: 0,
        nextWeekCount: 0,
        transactions: [],
        nextCursor: null,
      });
    if (url === '/api/v1/me/availability' && method === 'GET') return json(availability);
    if (url === '/api/v1/me/availability' && method === 'PUT') {
      availability = request.body as typeof availability;
      return json(availability);
    }
    if (url === '/api/v1/me/profile' && method === 'PATCH') {
      session = { ...session, profile: { ...session.profile, ...(request.body as Partial<Profile>) } };
      return json(session);
    }
    if (url === '/api/auth/sign-out') return json({ success: true });
    return undefined;
  });
  const view = renderWithProviders(<CleanerProfilePage />, { path: '/provider/profile', withAuth: true });
  return { ...mock, ...view };
}

const patches = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url === '/api/v1/me/profile' && r.method === 'PATCH');
const toasts = () => screen.getByRole('region', { name: /Notifications/ });
const details = () =>
  screen.getByRole('heading', { name: 'Profile details' }).closest('.rounded-2xl') as HTMLElement;

async function startEditing() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
}

afterEach(() => {
  toast.dismiss();
});

describe('CleanerProfilePage: view', { timeout: 20_000 }, () => {
  it('shows the header, details, read-only location, availability by weekday and live performance', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Provider Profile' })).toBeInTheDocument();
    expect(document.title).toBe('Provider Profile | Limpa');
    expect(await screen.findByText('4.3 ★ (12 reviews)')).toBeInTheDocument();
    // The service standards the team publishes are one step away.
    expect(screen.getByRole('link', { name: /Service standards/ })).toHaveAttribute(
      'href',
      '/provider/service-standards',
    );
    expect(screen.getByText('Rated 4.3 out of 5 from 12 reviews')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.queryByText('Finish setting up your profile')).not.toBeInTheDocument();

    expect(within(details()).getByText('Careful and friendly.')).toBeInTheDocument();
    expect(within(details()).getByText('€22.00 / hour')).toBeInTheDocument();
    expect(within(details()).getByText('10 km')).toBeInTheDocument();
    expect(within(details()).getByText('Deep Cleaning')).toBeInTheDocument();
    expect(within(details()).queryByRole('button', { name: 'Remove Deep Cleaning' })).not.toBeInTheDocument();
    expect(within(details()).queryByRole('textbox')).not.toBeInTheDocument();

    expect(screen.getByText('Portugal')).toBeInTheDocument();
    expect(screen.getByText('Bike')).toBeInTheDocument();
    expect(screen.getByText('EUR')).toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.getByText('1100-048')).toBeInTheDocument();

    const monday = (await screen.findByText('Monday')).closest('div') as HTMLElement;
    expect(within(monday).getByText('09:00–13:00')).toBeInTheDocument();
    expect(within(monday).getByText('14:00–18:00')).toBeInTheDocument();
    const sunday = screen.getByText('Sunday').closest('div') as HTMLElement;
    expect(within(sunday).getByText('Unavailable')).toBeInTheDocument();

    const performance = screen
      .getByRole('heading', { name: 'Performance' })
      .closest('.rounded-2xl') as HTMLElement;
    // The dashboard's "Performance" shortcut (#performance) leads to this card.
    expect(performance).toHaveAttribute('id', 'performance');
    expect(await within(performance).findByText('7')).toBeInTheDocument();
    expect(within(performance).getByText('4.3')).toBeInTheDocument();
    expect(within(performance).getByText('12')).toBeInTheDocument();
    expect(screen.queryByText(/on-time/i)).not.toBeInTheDocument();
  });

  it('says "No ratings yet", "Pending approval" and links to the setup while onboarding is not complete', async () => {
    setup({
      rating: { averageRating: null, reviewCount: 0 },
      availability: [],
      profile: { isApproved: false, onboardingComplete: false, payoutConnected: false, hourlyRate: null },
    });
    expect(await screen.findByText('No ratings yet')).toBeInTheDocument();
    expect(screen.getByText('Pending approval')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Finish setting up your profile/ })).toHaveAttribute(
      'href',
      '/provider/complete-profile',
    );
    expect(screen.getByText('Not connected')).toBeInTheDocument();
    expect(
      await screen.findByText(/You haven't set your hours yet, so customers can book you Monday to Friday/),
    ).toBeInTheDocument();
    expect(within(details()).getByText('Not set')).toBeInTheDocument();
  });
});

describe('CleanerProfilePage: edit', { timeout: 20_000 }, () => {
  it('edits and really saves the profile, with a decimal rate and a whole radius, then leaves edit mode', async () => {
    const { requests, queryClient } = setup();
    await startEditing();
    const name = screen.getByLabelText('Full name');
    expect(name).toHaveFocus();
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Maria Silva');
    const bio = screen.getByLabelText('Bio');
    await userEvent.clear(bio);
    await userEvent.type(bio, 'Ten years of careful cleaning.');
    const rate = screen.getByLabelText('Hourly rate (EUR)');
    expect(rate).toHaveAttribute('step', '0.01');
    expect(rate).toHaveAttribute('inputmode', 'decimal');
    await userEvent.clear(rate);
    await userEvent.type(rate, '22.75');
    const radius = screen.getByLabelText('Work radius (km)');
    expect(radius).toHaveAttribute('step', '1');
    await userEvent.clear(radius);
    await userEvent.type(radius, '15');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(toasts()).findByText('Profile Updated')).toBeInTheDocument();
    expect(patches(requests).map((r) => r.body)).toEqual([
      {
        fullName: 'Ana Maria Silva',
        phone: '+351 912 345 678',
        bio: 'Ten years of careful cleaning.',
        hourlyRate: 22.75,
        workRadiusKm: 15,
        servicesOffered: ['Regular House Cleaning', 'Deep Cleaning'],
        homeTypes: ['T0', 'T1', 'T2', 'T3', 'T4'],
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    expect(within(details()).getByText('€22.75 / hour')).toBeInTheDocument();
    expect(within(details()).getByText('15 km')).toBeInTheDocument();
    expect(within(details()).getByText('Ten years of careful cleaning.')).toBeInTheDocument();
    expect(queryClient.getQueryData(['session'])).toMatchObject({ profile: { hourlyRate: 22.75 } });
  });

  it('sends null for an empty rate and refuses a radius that is not a whole number', async () => {
    const { requests } = setup();
    await startEditing();
    await userEvent.clear(screen.getByLabelText('Hourly rate (EUR)'));
    const radius = screen.getByLabelText('Work radius (km)');
    await userEvent.clear(radius);
    await userEvent.type(radius, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number of kilometres from 1 to 100')).toBeInTheDocument();
    expect(radius).toHaveAttribute('aria-invalid', 'true');
    expect(patches(requests)).toHaveLength(0);

    await userEvent.clear(radius);
    await userEvent.type(radius, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches(requests)).toHaveLength(1));
    expect(patches(requests)[0]?.body).toMatchObject({ hourlyRate: null, workRadiusKm: 12 });
  });

  // The form checks the rate with the contract's rule and says the server's own sentence, before sending.
  it.each(['26', '19.99', '25.01', '22.755'])(
    'refuses the rate %s before sending, in the server’s words',
    async (typed) => {
      const { requests } = setup();
      await startEditing();
      const rate = screen.getByLabelText('Hourly rate (EUR)');
      expect(rate).toHaveAttribute('min', '20');
      expect(rate).toHaveAttribute('max', '25');
      await userEvent.clear(rate);
      await userEvent.type(rate, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(HOURLY_RATE_MESSAGES.toTheCent)).toBeInTheDocument();
      expect(rate).toHaveAttribute('aria-invalid', 'true');
      expect(patches(requests)).toHaveLength(0);
    },
  );

  it('saves 22.50, the rate as typed, and shows it back to the cent', async () => {
    const { requests } = setup();
    await startEditing();
    const rate = screen.getByLabelText('Hourly rate (EUR)');
    expect(rate).toHaveValue(22);
    await userEvent.clear(rate);
    await userEvent.type(rate, '22.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches(requests)).toHaveLength(1));
    expect(patches(requests)[0]?.body).toMatchObject({ hourlyRate: 22.5 });
    expect(await within(details()).findByText('€22.50 / hour')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Hourly rate (EUR)')).toHaveDisplayValue('22.50');
  });

  it('removes a service chip and adds one from the services not chosen yet', async () => {
    const { requests } = setup();
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Deep Cleaning' }));
    expect(screen.queryByRole('button', { name: 'Remove Deep Cleaning' })).not.toBeInTheDocument();
    const chips = () =>
      within(screen.getByRole('list', { name: 'Services offered' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent);
    expect(chips()).toEqual(['Regular House Cleaning']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Add Service' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).not.toContain('Regular House Cleaning');
    expect(options).toContain('Deep Cleaning');
    expect(options).toHaveLength(7);
    await userEvent.click(screen.getByRole('option', { name: 'Window Cleaning' }));
    expect(screen.getByRole('button', { name: 'Remove Window Cleaning' })).toBeInTheDocument();
    expect(chips()).toEqual(['Regular House Cleaning', 'Window Cleaning']);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches(requests)).toHaveLength(1));
    expect(patches(requests)[0]?.body).toMatchObject({
      servicesOffered: ['Regular House Cleaning', 'Window Cleaning'],
    });
  });

  it('Cancel puts every field back and saves nothing', async () => {
    const { requests } = setup();
    await startEditing();
    await userEvent.clear(screen.getByLabelText('Full name'));
    await userEvent.type(screen.getByLabelText('Full name'), 'Somebody Else');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Deep Cleaning' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    expect(within(details()).getByText('Ana Silva')).toBeInTheDocument();
    expect(within(details()).getByText('Deep Cleaning')).toBeInTheDocument();
    await startEditing();
    expect(screen.getByLabelText('Full name')).toHaveValue('Ana Silva');
    expect(patches(requests)).toHaveLength(0);
  });

  it('says "Failed to update profile" with the server message and stays in edit mode', async () => {
    setup({
      override: (request) =>
        request.url === '/api/v1/me/profile' ? problem(400, 'Validation Error', 'bio: too long') : undefined,
    });
    await startEditing();
    await userEvent.type(screen.getByLabelText('Bio'), ' More.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(toasts()).findByText('Failed to update profile')).toBeInTheDocument();
    expect(within(toasts()).getByText('bio: too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveValue('Careful and friendly. More.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

describe('CleanerProfilePage: availability and account', { timeout: 20_000 }, () => {
  it('edits the weekly availability and saves it with PUT', async () => {
    const { requests } = setup();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit availability' }, { timeout: 5000 }),
    );
    const friday = screen.getByRole('group', { name: 'Friday' });
    await userEvent.click(within(friday).getByRole('button', { name: 'Add slot' }));
    const monday = screen.getByRole('group', { name: 'Monday' });
    await userEvent.click(within(monday).getByRole('button', { name: 'Remove 14:00–18:00 slot' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save availability' }));

    expect(await within(toasts()).findByText('Availability Updated')).toBeInTheDocument();
    const puts = requests.filter((r) => r.url === '/api/v1/me/availability' && r.method === 'PUT');
    expect(puts.map((r) => r.body)).toEqual([
      [
        { weekday: 1, startTime: '09:00', endTime: '13:00' },
        { weekday: 3, startTime: '10:00', endTime: '16:00' },
        { weekday: 5, startTime: '09:00', endTime: '17:00' },
      ],
    ]);
    expect(await screen.findByRole('button', { name: 'Edit availability' })).toBeInTheDocument();
    const fridayRow = screen.getByText('Friday').closest('div') as HTMLElement;
    expect(within(fridayRow).getByText('09:00–17:00')).toBeInTheDocument();
  });

  it('Logout signs out and goes to /auth', async () => {
    const { requests, router } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(requests.some((r) => r.url === '/api/auth/sign-out' && r.method === 'POST')).toBe(true);
  });
});
