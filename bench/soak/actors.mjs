// The people of the soak: fresh customers (address + card through the API) and the demo cleaners.
import { randomUUID } from 'node:crypto';

const DEMO_PASSWORD = 'limpa-demo-2026';
const PASSWORD = 'soak-password-2026';
export const DEMO_CLEANERS = ['ana@limpa.test', 'joao@limpa.test', 'emily@limpa.test'];

/** Addresses where the demo cleaners work (Lisboa, Porto, Toronto). */
const PLACES = [
  { country: 'portugal', city: 'Lisboa', district: 'Lisboa', postalCode: '1100-148' },
  { country: 'portugal', city: 'Porto', district: 'Porto', postalCode: '4000-322' },
  { country: 'canada', city: 'Toronto', province: 'ON', postalCode: 'M5V 3A4' },
];

function must(res, what) {
  if (res.status < 200 || res.status >= 300) {
    throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.json)}`);
  }
  return res;
}

export async function signIn(call, base, email, password) {
  const res = must(
    await call(base, 'POST', '/api/auth/sign-in/email', { body: { email, password } }),
    `sign-in ${email}`,
  );
  return res.cookie;
}

export async function createCustomer(call, base, index) {
  const email = `soak-${index}-${randomUUID().slice(0, 8)}@example.test`;
  const signUp = must(
    await call(base, 'POST', '/api/auth/sign-up/email', {
      body: {
        email,
        password: PASSWORD,
        name: `Soak Customer ${index}`,
        role: 'customer',
        acceptTerms: true,
      },
    }),
    'sign-up',
  );
  const cookie = signUp.cookie;
  const place = PLACES[index % PLACES.length];
  const address = must(
    await call(base, 'POST', '/api/v1/me/addresses', {
      cookie,
      body: {
        addressType: 'primary',
        firstName: 'Soak',
        lastName: `Customer ${index}`,
        email,
        streetAddress: `${index} Soak Street`,
        propertyType: 'apartment',
        propertyRooms: [{ type: 'bedroom', count: 2 }],
        ...place,
      },
    }),
    'address',
  );
  const token = must(
    await call(base, 'POST', '/api/v1/payments/local/tokens', {
      cookie,
      body: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 3,
        cvc: '123',
      },
    }),
    'card token',
  );
  const card = must(
    await call(base, 'POST', '/api/v1/me/payment-methods', {
      cookie,
      body: { token: token.json.token, isDefault: true },
    }),
    'card',
  );
  return { email, password: PASSWORD, cookie, addressId: address.json.id, cardId: card.json.id };
}

export async function signInCleaners(call, base) {
  const cleaners = [];
  for (const email of DEMO_CLEANERS) {
    const cookie = await signIn(call, base, email, DEMO_PASSWORD);
    const me = must(await call(base, 'GET', '/api/v1/me', { cookie }), 'me');
    cleaners.push({ email, password: DEMO_PASSWORD, cookie, userId: me.json.user.id });
  }
  return cleaners;
}
