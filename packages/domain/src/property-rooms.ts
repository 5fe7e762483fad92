/** Rooms of a customer address (customer_addresses.property_rooms). */

import type { HomeType } from './pricing';

export const PROPERTY_TYPES = ['apartment', 'house'] as const;

export const ROOM_TYPES = [
  'bedroom',
  'living_room',
  'kitchen',
  'bathroom',
  'office',
  'basement',
  'balcony',
  'storage',
] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export const ROOM_SIZES = ['small', 'medium', 'large'] as const;
export type RoomSize = (typeof ROOM_SIZES)[number];
export const DEFAULT_ROOM_SIZE: RoomSize = 'medium';

export interface PropertyRoom {
  type: RoomType;
  count: number;
  size: RoomSize;
}

/** Property configurations of the address form; T4 means 4 or more bedrooms. */
export const PROPERTY_CONFIGURATIONS = ['T1', 'T2', 'T3', 'T4'] as const;
export type PropertyConfiguration = (typeof PROPERTY_CONFIGURATIONS)[number];

/** Rooms added one at a time next to a configuration. */
export const EXTRA_ROOM_TYPES = ['office', 'basement', 'balcony', 'storage'] as const;
export type ExtraRoomType = (typeof EXTRA_ROOM_TYPES)[number];

export function isRoomType(value: unknown): value is RoomType {
  return typeof value === 'string' && (ROOM_TYPES as readonly string[]).includes(value);
}

export function isRoomSize(value: unknown): value is RoomSize {
  return typeof value === 'string' && (ROOM_SIZES as readonly string[]).includes(value);
}

export function isPropertyConfiguration(value: unknown): value is PropertyConfiguration {
  return typeof value === 'string' && (PROPERTY_CONFIGURATIONS as readonly string[]).includes(value);
}

/** Tn → n bedrooms plus one living room, one kitchen and one bathroom, all medium. */
export function roomsForConfiguration(configuration: PropertyConfiguration): PropertyRoom[] {
  if (!isPropertyConfiguration(configuration)) {
    throw new RangeError(`Unknown property configuration: ${String(configuration)}`);
  }
  const bedrooms = Number(configuration.slice(1));
  return [
    { type: 'bedroom', count: bedrooms, size: DEFAULT_ROOM_SIZE },
    { type: 'living_room', count: 1, size: DEFAULT_ROOM_SIZE },
    { type: 'kitchen', count: 1, size: DEFAULT_ROOM_SIZE },
    { type: 'bathroom', count: 1, size: DEFAULT_ROOM_SIZE },
  ];
}

/** How many rooms of a type the list holds (0 when absent). */
export function roomCount(rooms: readonly PropertyRoom[], type: RoomType): number {
  return rooms.find((room) => room.type === type)?.count ?? 0;
}

/**
 * Adds (+1) or removes (−1) one extra room; a room that reaches 0 is removed, and removing an
 * absent room changes nothing. Returns a new list; the input is not modified.
 */
export function changeExtraRoom(
  rooms: readonly PropertyRoom[],
  type: ExtraRoomType,
  delta: 1 | -1,
): PropertyRoom[] {
  const step = Math.sign(delta);
  const index = rooms.findIndex((room) => room.type === type);
  const current = index === -1 ? undefined : rooms[index];
  if (current === undefined) {
    return step > 0 ? [...rooms, { type, count: 1, size: DEFAULT_ROOM_SIZE }] : [...rooms];
  }
  const count = current.count + step;
  if (count <= 0) return rooms.filter((_, i) => i !== index);
  return rooms.map((room, i) => (i === index ? { ...room, count } : room));
}

/**
 * The home type a list of rooms describes: Tn for n bedrooms, T0 for none, T4 from four up. A booking's home type
 * and the rooms of the address it cleans tell the same story (what the cleaner is told to expect).
 */
export function homeTypeForRooms(rooms: readonly { type: string; count: number; size?: string }[]): HomeType {
  const bedrooms = Math.min(rooms.find((room) => room.type === 'bedroom')?.count ?? 0, 4);
  return `T${bedrooms}` as HomeType;
}
