import type { AuthContext } from '../../lib/auth-context';

/** A customer's documents are theirs and the admins' (docs/product-rules.md#invoices): anyone else gets 404. */
export const mayReadInvoicesOf = (auth: AuthContext, customerId: string) =>
  auth.profile.role === 'admin' || (auth.profile.role === 'customer' && auth.userId === customerId);
