import type Stripe from 'stripe';
import type { EventLog } from './events.js';
import { metadataOf, optionalString, type Params, requiredString } from './http-io.js';
import type { RequestContext, Route } from './route.js';
import { newId, nowSeconds, type StripeState } from './state.js';
import { invalidRequest, resourceMissing } from './stripe-error.js';

const onboardingRequirements = [
  'business_profile.mcc',
  'business_profile.url',
  'external_account',
  'individual.first_name',
  'individual.last_name',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];

type CapabilityName = keyof Stripe.Account.Capabilities;

/** `capabilities[transfers][requested]=true` → the names requested. */
function requestedCapabilities(params: Params): CapabilityName[] {
  const value = params.capabilities;
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item && typeof item === 'object' && (item as Params).requested === 'true')
    .map(([name]) => name as CapabilityName);
}

function requirements(due: string[]): Stripe.Account.Requirements {
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: [...due],
    disabled_reason: due.length ? 'requirements.past_due' : null,
    errors: [],
    eventually_due: [...due],
    past_due: [...due],
    pending_verification: [],
  };
}

/** A connected account as Stripe creates it: nothing enabled until the person finishes onboarding. */
function create({ state, params }: RequestContext): Stripe.Account {
  const type = optionalString(params, 'type') ?? 'express';
  if (type !== 'express' && type !== 'standard' && type !== 'custom')
    throw invalidRequest(`Invalid type: ${type}`, 'type');
  const country = (optionalString(params, 'country') ?? 'US').toUpperCase();
  const id = newId('acct', 16);
  const capabilities: Stripe.Account.Capabilities = {};
  for (const name of requestedCapabilities(params)) capabilities[name] = 'inactive';
  const account: Stripe.Account = {
    id,
    object: 'account',
    business_profile: null,
    business_type: null,
    capabilities,
    charges_enabled: false,
    controller: { type: 'application', is_controller: true },
    country,
    created: nowSeconds(),
    default_currency: country === 'CA' ? 'cad' : country === 'US' ? 'usd' : 'eur',
    details_submitted: false,
    email: optionalString(params, 'email') ?? null,
    external_accounts: {
      object: 'list',
      data: [],
      has_more: false,
      url: `/v1/accounts/${id}/external_accounts`,
    },
    future_requirements: requirements([]),
    metadata: metadataOf(params),
    payouts_enabled: false,
    requirements: requirements(onboardingRequirements),
    tos_acceptance: { date: null, ip: null, user_agent: null },
    type,
  };
  state.accounts.set(id, account);
  return account;
}

export function requireAccount(state: StripeState, id: string, param = 'account'): Stripe.Account {
  const account = state.accounts.get(id);
  if (!account) throw resourceMissing('account', id, param);
  return account;
}

/** What finishing Express onboarding does: everything enabled, requirements met, account.updated. */
export function completeOnboarding(state: StripeState, events: EventLog, accountId: string): Stripe.Account {
  const account = requireAccount(state, accountId, 'id');
  const capabilities: Stripe.Account.Capabilities = { ...(account.capabilities ?? {}), transfers: 'active' };
  for (const name of Object.keys(capabilities) as CapabilityName[]) capabilities[name] = 'active';
  account.capabilities = capabilities;
  account.details_submitted = true;
  account.charges_enabled = true;
  account.payouts_enabled = true;
  account.requirements = requirements([]);
  account.tos_acceptance = { date: nowSeconds(), ip: '127.0.0.1', user_agent: 'limpa-stripe-test-server' };
  events.emit('account.updated', account);
  return account;
}

function createLink({ state, params, baseUrl }: RequestContext): Stripe.AccountLink {
  const account = requireAccount(state, requiredString(params, 'account'));
  const refreshUrl = optionalString(params, 'refresh_url');
  const returnUrl = requiredString(params, 'return_url');
  const type = requiredString(params, 'type');
  if (type !== 'account_onboarding' && type !== 'account_update')
    throw invalidRequest(`Invalid type: ${type}`, 'type');
  const query = new URLSearchParams({
    return_url: returnUrl,
    ...(refreshUrl ? { refresh_url: refreshUrl } : {}),
  });
  const created = nowSeconds();
  return {
    object: 'account_link',
    created,
    expires_at: created + 300,
    url: `${baseUrl}/_test/connect/onboard/${account.id}?${query}`,
  };
}

export const accountRoutes: Route[] = [
  { method: 'POST', pattern: '/v1/accounts', handle: create },
  {
    method: 'GET',
    pattern: '/v1/accounts/:id',
    handle: ({ state, path }) => requireAccount(state, path.id ?? '', 'id'),
  },
  { method: 'POST', pattern: '/v1/account_links', handle: createLink },
];
