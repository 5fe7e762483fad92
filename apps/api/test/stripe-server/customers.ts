import type Stripe from 'stripe';
import { metadataOf, optionalString, type Params } from './http-io.js';
import { requireCustomer } from './payment-rules.js';
import type { RequestContext, Route } from './route.js';
import { newId, nowSeconds } from './state.js';

function create({ state, events, params }: RequestContext): Stripe.Customer {
  const customer: Stripe.Customer = {
    id: newId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: optionalString(params, 'description') ?? null,
    email: optionalString(params, 'email') ?? null,
    invoice_prefix: newId('x', 8).slice(2).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: defaultPaymentMethodOf(params) ?? null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: metadataOf(params),
    name: optionalString(params, 'name') ?? null,
    next_invoice_sequence: 1,
    phone: optionalString(params, 'phone') ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  state.customers.set(customer.id, customer);
  events.emit('customer.created', customer);
  return customer;
}

function defaultPaymentMethodOf(params: Params): string | undefined {
  const settings = params.invoice_settings;
  if (!settings || typeof settings !== 'object') return undefined;
  const value = (settings as Record<string, unknown>).default_payment_method;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function retrieve({ state, path }: RequestContext): Stripe.Customer {
  return requireCustomer(state, path.id ?? '', 'id');
}

function update({ state, events, params, path }: RequestContext): Stripe.Customer {
  const customer = requireCustomer(state, path.id ?? '', 'id');
  const email = optionalString(params, 'email');
  const name = optionalString(params, 'name');
  const phone = optionalString(params, 'phone');
  if (email !== undefined) customer.email = email;
  if (name !== undefined) customer.name = name;
  if (phone !== undefined) customer.phone = phone;
  if (params.metadata !== undefined) customer.metadata = { ...customer.metadata, ...metadataOf(params) };
  const defaultPaymentMethod = defaultPaymentMethodOf(params);
  if (defaultPaymentMethod !== undefined)
    customer.invoice_settings.default_payment_method = defaultPaymentMethod;
  events.emit('customer.updated', customer);
  return customer;
}

export const customerRoutes: Route[] = [
  { method: 'POST', pattern: '/v1/customers', handle: create },
  { method: 'GET', pattern: '/v1/customers/:id', handle: retrieve },
  { method: 'POST', pattern: '/v1/customers/:id', handle: update },
];
