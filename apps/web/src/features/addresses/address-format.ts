import type { Address } from '@limpa/contracts';
import { ROOM_TYPES } from '@limpa/domain';
import type { TFunction } from 'i18next';

type AddressLine = Pick<
  Address,
  'country' | 'streetAddress' | 'unitNumber' | 'city' | 'province' | 'postalCode' | 'locality' | 'district'
>;

/**
 * One line, like the booking's customer_address: "12 King St W, Unit 4, Toronto, ON M5V 3A4" or
 * "Rua Augusta 10, 1100-053 Lisboa, Lisboa".
 */
export function formatAddressLine(address: AddressLine, t: TFunction): string {
  const unit = address.unitNumber ? t('addresses.card.unit', { unit: address.unitNumber }) : null;
  if (address.country === 'canada') {
    const region = [address.province, address.postalCode].filter(Boolean).join(' ');
    return [address.streetAddress, unit, address.city, region].filter(Boolean).join(', ');
  }
  const place = [address.postalCode, address.locality].filter(Boolean).join(' ');
  return [address.streetAddress, unit, place, address.district].filter(Boolean).join(', ');
}

/** "3 bedrooms, 1 living room, 1 kitchen, 1 bathroom, 1 office", in room-type order. */
export function formatRooms(rooms: Address['propertyRooms'], t: TFunction): string {
  return [...rooms]
    .sort((a, b) => ROOM_TYPES.indexOf(a.type) - ROOM_TYPES.indexOf(b.type))
    .map((room) => t(`addresses.rooms.${room.type}`, { count: room.count }))
    .join(', ');
}
