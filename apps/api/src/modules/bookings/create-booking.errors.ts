import type { ProblemCode } from '@limpa/contracts';
import { MAX_PENDING_BOOKINGS } from '@limpa/domain';
import { AppError } from '../../lib/app-error';

/** The refusals of a booking request (POST /api/v1/bookings), in the wording the booking wizard shows. */

const bookingFailed = (status: number, code: ProblemCode, detail: string) =>
  new AppError(status, code, 'Booking Failed', detail);

export const maintenance = () =>
  new AppError(503, 'maintenance', 'Bookings are temporarily disabled', 'Bookings are temporarily disabled');

export const invalidRecurrence = () =>
  bookingFailed(400, 'invalid_recurrence', 'A repeat frequency needs Recurring Cleaning to be switched on.');

export const idempotencyInUse = () =>
  new AppError(409, 'idempotency_in_use', 'Conflict', 'This request is already being processed.');

export const tooManyPending = () =>
  new AppError(
    409,
    'too_many_pending',
    'Too Many Pending Bookings',
    `You already have ${MAX_PENDING_BOOKINGS} booking requests waiting for a cleaner. Please wait for an answer or cancel one first.`,
  ).withDetailVars({ max: MAX_PENDING_BOOKINGS });

export const addressNotFound = () => bookingFailed(404, 'address_not_found', 'Address not found.');

export const paymentMethodNotFound = () =>
  bookingFailed(404, 'payment_method_not_found', 'Payment method not found.');

export const cardExpired = () =>
  bookingFailed(422, 'card_expired', 'This card has expired. Please choose another payment method.');

export const addOnNotFound = () =>
  bookingFailed(400, 'add_on_not_found', 'One of the chosen add-ons does not exist.');

/** Unknown, hidden ("DISABLED…") or without a price for this home and currency: not bookable (decision 062). */
export const serviceNotFound = () =>
  bookingFailed(400, 'service_not_found', 'This service is not available. Please choose another one.');

export const serviceNotRecurring = () =>
  bookingFailed(400, 'service_not_recurring', 'Recurring Cleaning is available for House Cleaning only.');

/** The cleaner named had three no-shows in 90 days and an admin has not lifted the block yet (decision 069). */
export const cleanerNoShowBlocked = () =>
  new AppError(
    409,
    'cleaner_no_show_blocked',
    'Cleaner unavailable',
    'This cleaner is not taking new requests at the moment. Please choose another cleaner.',
  );
