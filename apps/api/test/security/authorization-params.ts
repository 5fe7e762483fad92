import type { Actor, Owner, World } from './authorization-fixtures';

/* Who the authorization matrix walks, and how a route's path parameter is filled (authorization-table.ts). */

export const SIGNED_IN = ['customerA', 'customerB', 'pendingCleaner', 'cleaner', 'admin'] as const;
export const CUSTOMERS = ['customerA', 'customerB'] as const;
export const CLEANERS = ['pendingCleaner', 'cleaner'] as const;
export const ADMIN = ['admin'] as const;
export const EVERYONE = ['signedOut', ...SIGNED_IN, 'suspended'] as const;

/** How a route's path parameter is filled. */
export type Param =
  /**
   * Something people own: its owner may use it; anyone else allowed on the route gets 404, as for an unknown id
   * — but for `seenByAll` (admins, who read every booking).
   */
  | {
      kind: 'owned';
      owners: readonly Actor[];
      make: (w: World, owner: Owner) => Promise<string>;
      seenByAll?: readonly Actor[];
    }
  /** Something anyone allowed may name (a cleaner's profile; any record for an admin): unknown → 404. */
  | { kind: 'public'; existing: (w: World) => Promise<string> | string; unknownStatus?: number }
  /** Not an id (a step number, a file name): only the access rule is checked. */
  | { kind: 'fixed'; value: string };

/** A Param that people own: exported as such, so a `{ ...booking, seenByAll }` elsewhere stays one. */
export type OwnedParam = Extract<Param, { kind: 'owned' }>;
export type PublicParam = Extract<Param, { kind: 'public' }>;

export interface Rule {
  /** Who gets past authorization; everyone else gets 401 signed out, 403 signed in. */
  allowed: readonly Actor[];
  param?: Param;
  /** A valid body, so that "not yours" is told apart from "invalid" (validation comes first). */
  body?: object | ((w: World) => object);
}

export const address: OwnedParam = { kind: 'owned', owners: CUSTOMERS, make: (w, o) => w.make.address(o) };
export const card: OwnedParam = { kind: 'owned', owners: CUSTOMERS, make: (w, o) => w.make.card(o) };
/** A booking is its customer's and its cleaner's. */
export const booking: OwnedParam = {
  kind: 'owned',
  owners: [...CUSTOMERS, 'cleaner'],
  make: (w, o) => w.make.booking(o),
};
/** Its payment is the customer's business only (its cleaner is refused by role). */
export const customersBooking: OwnedParam = { ...booking, owners: CUSTOMERS };
/** A recurring series is its customer's and its cleaner's; admins read every one. */
export const series: OwnedParam = {
  kind: 'owned',
  owners: [...CUSTOMERS, 'cleaner'],
  make: (w, o) => w.make.series(o),
};
/** Admins act on any booking. */
export const anyBooking: PublicParam = { kind: 'public', existing: (w) => w.make.booking('customerA') };
/** A pre-booking conversation is its customer's and its cleaner's; admins read every one. */
export const enquiry: OwnedParam = {
  kind: 'owned',
  owners: [...CUSTOMERS, 'cleaner'],
  make: (w, o) => w.make.enquiry(o),
};
/** A help-desk case is the person's who opened it; admins read and answer every one. */
export const supportCase: OwnedParam = {
  kind: 'owned',
  owners: [...CUSTOMERS, 'cleaner'],
  make: (w, o) => w.make.supportCase(o),
};
/** An id no record has, where only the access rule is walked (a second id, or one the route looks up itself). */
export const unknownId: Extract<Param, { kind: 'fixed' }> = {
  kind: 'fixed',
  value: '00000000-0000-4000-8000-000000000000',
};
export const cleanerProfile: PublicParam = { kind: 'public', existing: (w) => w.people.cleaner.userId };
