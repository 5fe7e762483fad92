import type { PropertyConfiguration } from '@limpa/domain';

/** The demo cities: each has one customer at home there and one cleaner who serves it. */
export type DemoCity = 'Lisboa' | 'Porto' | 'Toronto';

export interface DemoHome {
  country: 'CA' | 'PT';
  street: string;
  /** A postal code of the city itself, so the address reads true to someone who lives there. */
  postalCode: string;
  /** Canada: the province code; Portugal: the district. */
  region: string;
  /** The home's configuration: its rooms and the home type of every booking made for it. */
  configuration: PropertyConfiguration;
}

export const DEMO_HOMES: Readonly<Record<DemoCity, DemoHome>> = Object.freeze({
  Lisboa: {
    country: 'PT',
    street: 'Rua Augusta 100',
    postalCode: '1100-053',
    region: 'Lisboa',
    configuration: 'T2',
  },
  Porto: {
    country: 'PT',
    street: 'Rua de Santa Catarina 200',
    postalCode: '4000-447',
    region: 'Porto',
    configuration: 'T3',
  },
  Toronto: {
    country: 'CA',
    street: '100 King St W',
    postalCode: 'M5X 1A9',
    region: 'ON',
    configuration: 'T1',
  },
});

/** The demo customers' and cleaners' password. The demo admin never has a published one (see seed.ts). */
export const DEMO_PASSWORD = 'limpa-demo-2026';
export const DEMO_ADMIN_EMAIL = 'admin@limpa.test';

/**
 * Every demo person, with a phone of their own (Portuguese mobiles, and Toronto numbers in the 555-01xx range
 * kept for fiction) and the city they live or work in.
 */
export const DEMO_ACCOUNTS = [
  { role: 'admin', email: DEMO_ADMIN_EMAIL, name: 'Alex Admin' },
  {
    role: 'customer',
    email: 'customer@limpa.test',
    name: 'Carla Customer',
    city: 'Lisboa',
    phone: '+351 912 000 101',
  },
  {
    role: 'customer',
    email: 'customer.porto@limpa.test',
    name: 'Paulo Customer',
    city: 'Porto',
    phone: '+351 912 000 102',
  },
  {
    role: 'customer',
    email: 'customer.toronto@limpa.test',
    name: 'Chris Customer',
    city: 'Toronto',
    phone: '+1 416 555 0101',
  },
  { role: 'cleaner', email: 'ana@limpa.test', name: 'Ana Silva', city: 'Lisboa', phone: '+351 913 000 201' },
  { role: 'cleaner', email: 'joao@limpa.test', name: 'João Costa', city: 'Porto', phone: '+351 913 000 202' },
  {
    role: 'cleaner',
    email: 'emily@limpa.test',
    name: 'Emily Tremblay',
    city: 'Toronto',
    phone: '+1 416 555 0102',
  },
] as const satisfies readonly {
  role: 'admin' | 'customer' | 'cleaner';
  email: string;
  name: string;
  city?: DemoCity;
  phone?: string;
}[];
