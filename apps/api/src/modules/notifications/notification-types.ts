/** The kinds of notification and their `transactional` flags live in the contracts (the web lists them too). */
export { NOTIFICATION_TYPE_NAMES, NOTIFICATION_TYPES, type NotificationType } from '@limpa/contracts';

/** The screen a booking's notification opens, for the side it goes to. */
export function bookingLink(side: 'customer' | 'cleaner', bookingId: string): string {
  const list = side === 'customer' ? '/customer/bookings' : '/provider/jobs';
  return `${list}?booking=${encodeURIComponent(bookingId)}`;
}
