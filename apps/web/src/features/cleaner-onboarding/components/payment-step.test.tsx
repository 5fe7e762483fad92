import type { PayoutAccount, Profile } from '@limpa/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, problem, type RecordedRequest } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { PaymentStep } from './payment-step';

const leaveFor = vi.hoisted(() => vi.fn());
vi.mock('@/lib/leave-for', () => ({ leaveFor }));

const user = userEvent.setup();
const ONBOARDING_URL = 'https://connect.stripe.com/setup/e/acct_1/abc';
// Step 3 reads only these two fields of the profile.
const profile = { payoutConnected: false, onboardingSteps: { 1: true, 2: true, 3: false } } as Profile;

function renderStripeStep(
  account: PayoutAccount,
  handler: (r: RecordedRequest) => Response | undefined = () => undefined,
) {
  const fetch = mockFetch((request) => {
    const answer = handler(request);
    if (answer) return answer;
    if (request.url === '/api/v1/payments/config')
      return json({ provider: 'stripe', publishableKey: 'pk_test_1' });
    if (request.url === '/api/v1/me/payout') return json(account);
    if (request.url === '/api/v1/me/payout/connect') return json({ url: ONBOARDING_URL });
    return undefined;
  });
  renderWithProviders(<PaymentStep profile={profile} onBack={() => {}} onGoToStep={() => {}} />, {
    path: '/provider/complete-profile',
    url: '/provider/complete-profile?step=3&connect=return',
  });
  return fetch;
}

beforeEach(() => leaveFor.mockReset());

describe('Onboarding step 3 in Stripe mode', () => {
  it('"Connect with Stripe" opens the Express onboarding link the API answers', async () => {
    const { requests } = renderStripeStep({ provider: 'stripe', connected: false, payoutsEnabled: false });
    const connect = await screen.findByRole('button', { name: 'Connect with Stripe' });
    await waitFor(() => expect(connect).toBeEnabled());
    await user.click(connect);

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(ONBOARDING_URL));
    expect(requests.filter((r) => r.url === '/api/v1/me/payout/connect' && r.method === 'POST')).toHaveLength(
      1,
    );
    expect(screen.getByRole('button', { name: 'Opening Stripe…' })).toBeDisabled();
  });

  it("back from Stripe with an account not ready yet: says so, and finishing shows the API's refusal", async () => {
    const { requests } = renderStripeStep(
      { provider: 'stripe', connected: true, payoutsEnabled: false },
      ({ url }) =>
        url === '/api/v1/me/onboarding/steps/3'
          ? problem(
              409,
              'Payout Account Not Ready',
              'Finish setting up your payout account with Stripe first: it cannot receive payouts yet.',
              'payouts_not_enabled',
            )
          : undefined,
    );
    expect(
      await screen.findByText(/Your Stripe account is not ready to receive payouts yet/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Stripe' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save & Finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Finish setting up your payout account with Stripe first: it cannot receive payouts yet.',
    );
    expect(requests.some((r) => r.url === '/api/v1/me/onboarding/complete')).toBe(false);
  });

  it('an account Stripe can pay shows as connected and finishing goes through', async () => {
    const { requests } = renderStripeStep(
      { provider: 'stripe', connected: true, payoutsEnabled: true },
      ({ url }) =>
        url === '/api/v1/me/onboarding/steps/3' || url === '/api/v1/me/onboarding/complete'
          ? json({ user: { id: 'c1', email: 'rui@example.com' }, profile })
          : undefined,
    );
    expect(await screen.findByText('Payout account connected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save & Finish' }));
    await waitFor(() =>
      expect(requests.some((r) => r.url === '/api/v1/me/onboarding/complete' && r.method === 'POST')).toBe(
        true,
      ),
    );
  });

  it('with no account yet, finishing asks to connect first without calling the API', async () => {
    const { requests } = renderStripeStep({ provider: 'stripe', connected: false, payoutsEnabled: false });
    await screen.findByRole('button', { name: 'Connect with Stripe' });
    await user.click(screen.getByRole('button', { name: 'Save & Finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Connect your payout account first.');
    expect(requests.some((r) => r.url === '/api/v1/me/onboarding/steps/3')).toBe(false);
  });
});

describe('Onboarding step 3 says how payouts are made', () => {
  const renderFor = (where: Partial<Profile>) => {
    mockFetch(() => undefined);
    renderWithProviders(
      <PaymentStep profile={{ ...profile, ...where } as Profile} onBack={() => {}} onGoToStep={() => {}} />,
      { path: '/provider/complete-profile', url: '/provider/complete-profile?step=3' },
    );
  };

  it('automatically every Monday, and a withdrawal at any time from the minimum, once a day', async () => {
    renderFor({ country: 'PT', currency: 'EUR' });
    expect(
      await screen.findByText(
        'Every Monday, your available balance of €10.00 or more is paid out automatically. You can also withdraw it yourself at any time, from €10.00, once a day.',
      ),
    ).toBeInTheDocument();
  });

  it("says the minimum in the cleaner's own currency, from the country when no currency is stored yet", async () => {
    renderFor({ country: 'CA', currency: null });
    const text = await screen.findByText(/paid out automatically/);
    expect(text).toHaveTextContent('$10.00 or more');
    expect(text).not.toHaveTextContent('€');
  });
});
