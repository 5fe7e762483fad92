import type { MeResponse, Profile } from '@limpa/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedRequest } from '@/test/fetch';
import { profileFixture } from '@/test/profile-fixture';
import { renderWithProviders } from '@/test/render';
import { CompleteProfilePage } from './complete-profile-page';

/** Rui, a cleaner who has just signed up: nothing of the onboarding answered yet. */
const baseProfile: Profile = profileFixture({
  id: '0b6f0a3c-4f3e-4a55-9c1f-6d1c2b3a4e5f',
  userId: 'c1',
  role: 'cleaner',
  fullName: 'Rui Costa',
  firstName: null,
  lastName: null,
  country: null,
  currency: null,
  city: null,
  isApproved: false,
  onboardingComplete: false,
  onboardingSteps: { 1: false, 2: false, 3: false },
});

type Handler = (request: RecordedRequest) => Response | Promise<Response> | undefined;

/** A fake API that keeps the session in memory; `override` answers first. */
function setup(url: string, profile: Partial<Profile> = {}, override: Handler = () => undefined) {
  let session: MeResponse = {
    user: { id: 'c1', email: 'rui@example.com', emailVerified: true },
    profile: { ...baseProfile, ...profile },
  };
  const answer = (patch: Partial<Profile>) => {
    session = { ...session, profile: { ...session.profile, ...patch } };
    return json(session);
  };
  const mock = mockFetch((request) => {
    const first = override(request);
    if (first) return first;
    const { url: path, method } = request;
    if (path === '/api/v1/session') return json(session);
    if (path === '/api/v1/me/availability') return json([]);
    if (path === '/api/v1/me/onboarding/steps/1' && method === 'PUT') {
      const body = request.body as Record<string, unknown>;
      return answer({
        ...body,
        currency: body.country === 'PT' ? 'EUR' : 'CAD',
        onboardingSteps: { ...session.profile.onboardingSteps, 1: true },
      } as Partial<Profile>);
    }
    if (path === '/api/v1/me/onboarding/steps/2' && method === 'PUT') {
      const body = request.body as { hourlyRate: number };
      return answer({
        hourlyRate: body.hourlyRate,
        onboardingSteps: { ...session.profile.onboardingSteps, 2: true },
      });
    }
    if (path === '/api/v1/me/onboarding/steps/3' && method === 'PUT') {
      return answer({ onboardingSteps: { ...session.profile.onboardingSteps, 3: true } });
    }
    if (path === '/api/v1/me/payout/connect' && method === 'POST') return answer({ payoutConnected: true });
    if (path === '/api/v1/me/onboarding/complete' && method === 'POST')
      return answer({ onboardingComplete: true });
    if (path === '/api/v1/me/avatar' && method === 'PUT')
      return json({ avatarUrl: '/api/v1/files/avatars/c1.jpg' });
    return undefined;
  });
  const view = renderWithProviders(<CompleteProfilePage />, {
    path: '/provider/complete-profile',
    url,
    withAuth: true,
  });
  return { ...mock, ...view };
}

const doneSteps = { 1: true, 2: true, 3: false } as const;
const savedStep1: Partial<Profile> = {
  firstName: 'Rui',
  lastName: 'Costa',
  phone: '+351 912 345 678',
  country: 'PT',
  currency: 'EUR',
  city: 'Lisboa',
  addressLine1: 'Rua Augusta 100',
  transportType: 'biking',
};

const calls = (requests: RecordedRequest[], path: string, method = 'PUT') =>
  requests.filter((r) => r.url === path && r.method === method);
const toasts = () => screen.getByRole('region', { name: /Notifications/ });
const group = (name: string) => screen.getByRole('group', { name });
/** Required fields carry a decorative "*" in their label, so they are found by accessible name. */
const field = (name: string) => screen.getByRole('textbox', { name });

async function chooseOption(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
});

describe('CompleteProfilePage: wizard frame', { timeout: 20_000 }, () => {
  it('starts on step 1 at 33%, puts the step in the URL, disables Back and links back to the dashboard', async () => {
    const { router } = setup('/provider/complete-profile');
    expect(await screen.findByRole('heading', { level: 2, name: 'Basic Profile Info' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?step=1'));
    const bar = screen.getByRole('progressbar', { name: 'Profile completion' });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save & Continue' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/provider/dashboard',
    );
    expect(document.title).toBe('Complete your profile | Limpa');
  });

  it('opens the step named in the query string (67% on step 2, Back enabled)', async () => {
    setup('/provider/complete-profile?step=2', savedStep1);
    expect(await screen.findByRole('heading', { level: 2, name: 'Hours & Hourly Rate' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    expect(await screen.findByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('step 3 shows 100% and "Save & Finish"; Back goes to step 2', async () => {
    const { router } = setup('/provider/complete-profile?step=3', {
      ...savedStep1,
      onboardingSteps: doneSteps,
    });
    expect(await screen.findByRole('button', { name: 'Save & Finish' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=2'));
  });

  it('treats an invalid step as step 1', async () => {
    const { router } = setup('/provider/complete-profile?step=9');
    expect(await screen.findByRole('heading', { level: 2, name: 'Basic Profile Info' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?step=1'));
  });
});

describe('CompleteProfilePage: step 1 "Basic Profile Info"', { timeout: 20_000 }, () => {
  it('marks the required fields and refuses to send an empty form', async () => {
    const { requests } = setup('/provider/complete-profile?step=1', { fullName: '' });
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('aria-required', 'true');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(6);
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radiogroup', { name: 'How do you get to jobs?' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls(requests, '/api/v1/me/onboarding/steps/1')).toHaveLength(0);
  });

  it('follows the country: Canada shows unit, city, 13 provinces and an upper-cased postal code in CAD', async () => {
    setup('/provider/complete-profile?step=1');
    const postalCode = await screen.findByLabelText('Postal code');
    expect(screen.getByLabelText('Currency')).toHaveValue('CAD');
    expect(screen.getByLabelText('Currency')).toHaveAttribute('readonly');
    expect(postalCode).toHaveAttribute('placeholder', 'M5V 3A4');
    await userEvent.type(postalCode, 'm5v 3a4');
    expect(postalCode).toHaveValue('M5V 3A4');
    expect(screen.getByLabelText('Unit (optional)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Province or territory' }));
    expect(await screen.findAllByRole('option')).toHaveLength(13);
  });

  it('switching to Portugal shows postal code, locality and district, and EUR', async () => {
    setup('/provider/complete-profile?step=1');
    await screen.findByRole('combobox', { name: 'Country' });
    await chooseOption('Country', 'Portugal');
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
    expect(screen.getByLabelText('Postal code')).toHaveAttribute('placeholder', '1000-001');
    expect(field('Locality')).toBeInTheDocument();
    expect(screen.getByLabelText('District')).toBeInTheDocument();
    expect(screen.queryByLabelText('Unit (optional)')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Postal code'), '1100048');
    expect(screen.getByLabelText('Postal code')).toHaveValue('1100-048');
  });

  it('saves the step, says "Progress saved" and moves to step 2', async () => {
    const { requests, router } = setup('/provider/complete-profile?step=1');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Phone' }), '+1 416 555 0100');
    await userEvent.type(field('Street address'), '100 King St W');
    await userEvent.type(screen.getByLabelText('Unit (optional)'), '12');
    await userEvent.type(field('City'), 'Toronto');
    await chooseOption('Province or territory', 'Ontario');
    await userEvent.type(screen.getByLabelText('Postal code'), 'm5v3a4');
    await userEvent.click(screen.getByRole('radio', { name: 'Bike' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));

    expect(await within(toasts()).findByText('Progress saved')).toBeInTheDocument();
    expect(within(toasts()).getByText('Your information has been saved successfully.')).toBeInTheDocument();
    expect(calls(requests, '/api/v1/me/onboarding/steps/1').map((r) => r.body)).toEqual([
      {
        firstName: 'Rui',
        lastName: 'Costa',
        phone: '+1 416 555 0100',
        country: 'CA',
        addressLine1: '100 King St W',
        addressLine2: '12',
        city: 'Toronto',
        provinceOrDistrict: 'ON',
        postalCode: 'M5V3A4',
        transportType: 'biking',
      },
    ]);
    await waitFor(() => expect(router.state.location.search).toBe('?step=2'));
  });

  it('shows the server field errors under their fields and "Error saving progress" with its message', async () => {
    setup('/provider/complete-profile?step=1', savedStep1, (request) =>
      request.url === '/api/v1/me/onboarding/steps/1'
        ? json(
            {
              type: 'about:blank',
              title: 'Validation Error',
              status: 400,
              detail: 'Enter a Portuguese postal code like 1000-001',
              code: 'validation_error',
              errors: [{ path: 'body.city', message: 'City is not served yet' }],
            },
            400,
          )
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save & Continue' }));
    expect(await within(toasts()).findByText('Error saving progress')).toBeInTheDocument();
    expect(within(toasts()).getByText('Enter a Portuguese postal code like 1000-001')).toBeInTheDocument();
    expect(field('Locality')).toHaveAccessibleDescription('City is not served yet');
    expect(screen.getByRole('button', { name: 'Save & Continue' })).toBeEnabled();
  });

  it('falls back to "Failed to save your information. Please try again." without a server message', async () => {
    setup('/provider/complete-profile?step=1', savedStep1, (request) =>
      request.url === '/api/v1/me/onboarding/steps/1' ? new Response('', { status: 502 }) : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save & Continue' }));
    expect(await within(toasts()).findByText('Error saving progress')).toBeInTheDocument();
    expect(
      within(toasts()).getByText('Failed to save your information. Please try again.'),
    ).toBeInTheDocument();
  });

  it('disables both buttons while saving', async () => {
    setup('/provider/complete-profile?step=1', savedStep1, (request) =>
      request.url === '/api/v1/me/onboarding/steps/1' ? new Promise<Response>(() => {}) : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('accepts only a JPEG or PNG photo, with the face hint', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { requests } = setup('/provider/complete-profile?step=1');
    expect(
      await screen.findByText(/Use a recent photo that shows your full face clearly\./),
    ).toBeInTheDocument();
    const input = screen.getByLabelText('Choose a profile photo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    const gif = new File([new Uint8Array([71, 73, 70])], 'me.gif', { type: 'image/gif' });
    await user.upload(input, gif);
    expect(await screen.findAllByText('Please select a JPEG or PNG image.')).not.toHaveLength(0);
    expect(calls(requests, '/api/v1/me/avatar')).toHaveLength(0);

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(input, png);
    expect(await within(toasts()).findByText('Avatar Updated')).toBeInTheDocument();
    expect(calls(requests, '/api/v1/me/avatar')).toHaveLength(1);
  });
});

describe('CompleteProfilePage: step 2 "Hours & Hourly Rate"', { timeout: 20_000 }, () => {
  it('keeps the slider and the number box in sync within 20–25 (default 20)', async () => {
    setup('/provider/complete-profile?step=2', savedStep1);
    const slider = await screen.findByRole('slider', { name: 'Hourly rate slider' });
    const box = screen.getByRole('spinbutton', { name: 'Hourly rate (EUR)' });
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    expect(slider).toHaveAttribute('aria-valuemin', '20');
    expect(slider).toHaveAttribute('aria-valuemax', '25');
    expect(box).toHaveValue(20);
    expect(box).toHaveAttribute('min', '20');
    expect(box).toHaveAttribute('max', '25');
    expect(box).toHaveAttribute('step', '1');

    act(() => slider.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '21');
    expect(box).toHaveValue(21);

    await userEvent.clear(box);
    await userEvent.type(box, '24');
    expect(slider).toHaveAttribute('aria-valuenow', '24');

    await userEvent.clear(box);
    await userEvent.type(box, '30');
    await userEvent.tab();
    expect(box).toHaveValue(25);
    expect(slider).toHaveAttribute('aria-valuenow', '25');

    await userEvent.clear(box);
    await userEvent.type(box, '19');
    await userEvent.tab();
    expect(box).toHaveValue(20);
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '20');
  });

  it('prefills the saved rate and slots', async () => {
    setup('/provider/complete-profile?step=2', { ...savedStep1, hourlyRate: 23 }, (request) =>
      request.url === '/api/v1/me/availability'
        ? json([{ weekday: 2, startTime: '08:00', endTime: '12:00' }])
        : undefined,
    );
    expect(await screen.findByRole('slider')).toHaveAttribute('aria-valuenow', '23');
    expect(within(group('Tuesday')).getByLabelText('Tuesday, slot 1 Start')).toHaveValue('08:00');
    expect(within(group('Tuesday')).getByLabelText('Tuesday, slot 1 End')).toHaveValue('12:00');
    expect(screen.queryByText('Add at least one time slot')).not.toBeInTheDocument();
  });

  it('adds a 09:00–17:00 slot, copies a day to all seven, removes slots and saves them in order', async () => {
    const { requests, router } = setup('/provider/complete-profile?step=2', savedStep1);
    expect(await screen.findByText('Add at least one time slot')).toBeInTheDocument();
    await userEvent.click(within(group('Monday')).getByRole('button', { name: 'Add slot' }));
    expect(within(group('Monday')).getByLabelText('Monday, slot 1 Start')).toHaveValue('09:00');
    expect(within(group('Monday')).getByLabelText('Monday, slot 1 End')).toHaveValue('17:00');
    expect(within(group('Monday')).getByLabelText('Monday, slot 1 Start')).toHaveFocus();
    expect(screen.queryByText('Add at least one time slot')).not.toBeInTheDocument();

    await userEvent.click(within(group('Monday')).getByRole('button', { name: 'Copy to All' }));
    for (const day of ['Sunday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      expect(within(group(day)).getByLabelText(`${day}, slot 1 Start`)).toHaveValue('09:00');
      expect(within(group(day)).getByLabelText(`${day}, slot 1 End`)).toHaveValue('17:00');
    }
    await userEvent.click(within(group('Sunday')).getByRole('button', { name: 'Remove 09:00–17:00 slot' }));
    await userEvent.click(within(group('Saturday')).getByRole('button', { name: 'Remove 09:00–17:00 slot' }));
    expect(within(group('Sunday')).getByText('Unavailable')).toBeInTheDocument();
    expect(within(group('Saturday')).getByRole('button', { name: 'Add slot' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await within(toasts()).findByText('Progress saved')).toBeInTheDocument();
    expect(calls(requests, '/api/v1/me/onboarding/steps/2').map((r) => r.body)).toEqual([
      {
        hourlyRate: 20,
        availability: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' })),
      },
    ]);
    await waitFor(() => expect(router.state.location.search).toBe('?step=3'));
  });

  it('refuses an empty week and slots that overlap or end before they start', async () => {
    const { requests } = setup('/provider/complete-profile?step=2', savedStep1);
    await userEvent.click(await screen.findByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add at least one time slot');

    const monday = group('Monday');
    await userEvent.click(within(monday).getByRole('button', { name: 'Add slot' }));
    await userEvent.click(within(monday).getByRole('button', { name: 'Add slot' }));
    expect(within(monday).getByText('Time slots on the same day must not overlap.')).toBeInTheDocument();
    const start2 = within(monday).getByLabelText('Monday, slot 2 Start');
    const end2 = within(monday).getByLabelText('Monday, slot 2 End');
    fireEvent.change(start2, { target: { value: '19:00' } });
    fireEvent.change(end2, { target: { value: '18:00' } });
    expect(within(monday).getByText('End time must be after start time.')).toBeInTheDocument();
    expect(end2).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(end2).toHaveFocus();
    expect(calls(requests, '/api/v1/me/onboarding/steps/2')).toHaveLength(0);

    fireEvent.change(end2, { target: { value: '21:00' } });
    expect(within(monday).queryByText('End time must be after start time.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() => expect(calls(requests, '/api/v1/me/onboarding/steps/2')).toHaveLength(1));
    expect(calls(requests, '/api/v1/me/onboarding/steps/2')[0]?.body).toMatchObject({
      availability: [
        { weekday: 1, startTime: '09:00', endTime: '17:00' },
        { weekday: 1, startTime: '19:00', endTime: '21:00' },
      ],
    });
  });
});

describe('CompleteProfilePage: step 3 "Payment Information"', { timeout: 20_000 }, () => {
  it('shows "Connecting…" for one second before calling the API, then "Payout account connected"', async () => {
    const { requests } = setup('/provider/complete-profile?step=3', {
      ...savedStep1,
      onboardingSteps: doneSteps,
    });
    const connect = await screen.findByRole('button', { name: 'Connect payout account' });
    // Enabled once the payments config says the processor is the local one.
    await waitFor(() => expect(connect).toBeEnabled());
    vi.useFakeTimers();
    fireEvent.click(connect);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Connecting…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save & Finish' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(990));
    expect(calls(requests, '/api/v1/me/payout/connect', 'POST')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(calls(requests, '/api/v1/me/payout/connect', 'POST')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();
    expect(await screen.findByText('Payout account connected')).toBeInTheDocument();
    expect(screen.getByText('Payouts arrive within 1-2 business days.')).toBeInTheDocument();
  });

  it('asks to connect payouts before finishing', async () => {
    const { requests } = setup('/provider/complete-profile?step=3', {
      ...savedStep1,
      onboardingSteps: doneSteps,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save & Finish' }));
    expect(screen.getByText('Connect your payout account first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect payout account' })).toHaveFocus();
    expect(calls(requests, '/api/v1/me/onboarding/steps/3')).toHaveLength(0);
  });

  it('"Save & Finish" saves step 3, completes the profile, says "Profile completed!" and opens the dashboard', async () => {
    const { requests, router, queryClient } = setup('/provider/complete-profile?step=3', {
      ...savedStep1,
      onboardingSteps: doneSteps,
      payoutConnected: true,
      locale: 'en',
    });
    expect(await screen.findByText('Payout account connected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Finish' }));
    expect(await within(toasts()).findByText('Profile completed!')).toBeInTheDocument();
    expect(within(toasts()).getByText('You can now start accepting cleaning jobs.')).toBeInTheDocument();
    expect(calls(requests, '/api/v1/me/onboarding/steps/3').map((r) => r.body)).toEqual([{}]);
    expect(calls(requests, '/api/v1/me/onboarding/complete', 'POST')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/dashboard'));
    expect(queryClient.getQueryData(['session'])).toMatchObject({ profile: { onboardingComplete: true } });
  });

  it('says "Error completing profile" with the server message when completing fails', async () => {
    setup(
      '/provider/complete-profile?step=3',
      { ...savedStep1, onboardingSteps: doneSteps, payoutConnected: true },
      (request) =>
        request.url === '/api/v1/me/onboarding/complete'
          ? json(
              {
                type: 'about:blank',
                title: 'Error completing profile',
                status: 422,
                detail: 'Please complete all three steps first.',
                code: 'onboarding_incomplete',
              },
              422,
            )
          : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save & Finish' }));
    expect(await within(toasts()).findByText('Error completing profile')).toBeInTheDocument();
    expect(within(toasts()).getByText('Please complete all three steps first.')).toBeInTheDocument();
  });

  it('falls back to "Failed to complete setup. Please try again." and points at unsaved steps', async () => {
    const { router } = setup(
      '/provider/complete-profile?step=3',
      { ...savedStep1, onboardingSteps: { 1: true, 2: false, 3: false }, payoutConnected: true },
      (request) =>
        request.url === '/api/v1/me/onboarding/complete' ? new Response('', { status: 500 }) : undefined,
    );
    expect(await screen.findByText('Step 2 (Hours & Hourly Rate) is not saved yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Finish' }));
    expect(await within(toasts()).findByText('Error completing profile')).toBeInTheDocument();
    expect(within(toasts()).getByText('Failed to complete setup. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to step 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=2'));
  });
});
