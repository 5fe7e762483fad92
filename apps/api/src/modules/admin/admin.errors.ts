import { AppError, notFound } from '../../lib/app-error';

export const userNotFound = () => notFound('User not found', 'User not found');
export const reviewNotFound = () => notFound('Review not found', 'Review not found');

/**
 * docs/product-rules.md#admin: an admin cannot lock themselves (and maybe everyone) out. Toast "Update
 * failed".
 */
export const cannotRemoveOwnAdminRole = () =>
  new AppError(422, 'own_admin_role', 'Update failed', 'You cannot remove your own admin role.');

/** Same reason: an admin cannot suspend their own account. */
export const cannotSuspendSelf = () =>
  new AppError(422, 'own_suspension', 'Update failed', 'You cannot suspend your own account.');

/** A booking is made in a customer's name only: not a cleaner's or an admin's, not a suspended account's. */
export const notACustomer = () =>
  new AppError(422, 'not_a_customer', 'Booking Failed', 'Bookings can only be made for an active customer.');

/** A reassignment's new cleaner cannot take the booking (unknown, unapproved, elsewhere, busy then). */
export const cleanerNotAvailable = () =>
  new AppError(
    422,
    'cleaner_not_available',
    'Reassign failed',
    'This cleaner is not available for this address.',
  );
