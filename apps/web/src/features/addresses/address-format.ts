import type { Address } from '@limpa/contracts';
import { ROOM_TYPES } from '@limpa/domain';
import type { TFunction } from 'i18next';

/** "3 bedrooms, 1 living room, 1 kitchen, 1 bathroom, 1 office", in room-type order. */
export function formatRooms(rooms: Address['propertyRooms'], t: TFunction): string {
  return [...rooms]
    .sort((a, b) => ROOM_TYPES.indexOf(a.type) - ROOM_TYPES.indexOf(b.type))
    .map((room) => t(`addresses.rooms.${room.type}`, { count: room.count }))
    .join(', ');
}
