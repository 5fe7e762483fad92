import { describe, expect, it } from 'vitest';
import {
  changeExtraRoom,
  EXTRA_ROOM_TYPES,
  type ExtraRoomType,
  homeTypeForRooms,
  isPropertyConfiguration,
  isRoomSize,
  isRoomType,
  type PropertyRoom,
  roomCount,
  roomsForConfiguration,
} from './property-rooms';

describe('constants', () => {
  it.each([
    ['bedroom', true, false, false],
    ['storage', true, false, false],
    ['garage', false, false, false],
    ['large', false, true, false],
    ['T3', false, false, true],
    ['T0', false, false, false],
    [3, false, false, false],
  ])('%s: room type %s, size %s, configuration %s', (value, roomType, size, configuration) => {
    expect(isRoomType(value)).toBe(roomType);
    expect(isRoomSize(value)).toBe(size);
    expect(isPropertyConfiguration(value)).toBe(configuration);
  });
});

describe('roomsForConfiguration', () => {
  it.each([
    ['T1', 1],
    ['T2', 2],
    ['T3', 3],
    ['T4', 4],
  ] as const)(
    '%s → %d bedrooms plus living room, kitchen and bathroom, all medium',
    (configuration, bedrooms) => {
      expect(roomsForConfiguration(configuration)).toEqual([
        { type: 'bedroom', count: bedrooms, size: 'medium' },
        { type: 'living_room', count: 1, size: 'medium' },
        { type: 'kitchen', count: 1, size: 'medium' },
        { type: 'bathroom', count: 1, size: 'medium' },
      ]);
    },
  );

  it('rejects an unknown configuration', () => {
    expect(() => roomsForConfiguration('T9' as 'T1')).toThrow(RangeError);
  });
});

describe('changeExtraRoom', () => {
  const base = roomsForConfiguration('T2');

  it.each(EXTRA_ROOM_TYPES)('adds a first %s as one medium room at the end', (type) => {
    expect(changeExtraRoom(base, type, 1)).toEqual([...base, { type, count: 1, size: 'medium' }]);
  });

  it.each([
    // start count, delta, resulting count (0 = removed)
    [0, 1, 1],
    [1, 1, 2],
    [2, 1, 3],
    [3, -1, 2],
    [2, -1, 1],
    [1, -1, 0],
    [0, -1, 0],
  ] as const)('office ×%d %s 1 → %d', (start, delta, expected) => {
    const rooms: PropertyRoom[] =
      start === 0 ? [...base] : [...base, { type: 'office', count: start, size: 'large' }];
    const changed = changeExtraRoom(rooms, 'office', delta);
    expect(roomCount(changed, 'office')).toBe(expected);
    expect(changed.some((room) => room.type === 'office')).toBe(expected > 0);
    expect(changed.every((room) => room.count > 0)).toBe(true);
    expect(changed.slice(0, base.length)).toEqual(base);
  });

  it('keeps the size of an existing room and does not modify its input', () => {
    const rooms: PropertyRoom[] = [...base, { type: 'balcony', count: 1, size: 'large' }];
    const snapshot = structuredClone(rooms);
    expect(changeExtraRoom(rooms, 'balcony', 1)).toContainEqual({ type: 'balcony', count: 2, size: 'large' });
    expect(rooms).toEqual(snapshot);
  });

  it('steps by exactly 1 whatever the sign size', () => {
    const rooms: PropertyRoom[] = [{ type: 'storage', count: 5, size: 'medium' }];
    expect(roomCount(changeExtraRoom(rooms, 'storage', 3 as 1), 'storage')).toBe(6);
    expect(roomCount(changeExtraRoom(rooms, 'storage', -3 as -1), 'storage')).toBe(4);
  });

  it('removes only the stepped room type', () => {
    const types: ExtraRoomType[] = ['office', 'basement'];
    let rooms: PropertyRoom[] = [];
    for (const type of types) rooms = changeExtraRoom(rooms, type, 1);
    expect(changeExtraRoom(rooms, 'office', -1)).toEqual([{ type: 'basement', count: 1, size: 'medium' }]);
  });

  it.each([
    ['bedroom', 2],
    ['kitchen', 1],
    ['office', 0],
  ] as const)('roomCount of %s in a T2 is %d', (type, count) => {
    expect(roomCount(base, type)).toBe(count);
  });
});

describe('homeTypeForRooms', () => {
  it.each(['T1', 'T2', 'T3', 'T4'] as const)('reads %s back from its configuration', (configuration) => {
    expect(homeTypeForRooms(roomsForConfiguration(configuration))).toBe(configuration);
  });

  it('reads no bedroom as T0 and six as T4, whatever else the home has', () => {
    expect(homeTypeForRooms([{ type: 'kitchen', count: 1, size: 'small' }])).toBe('T0');
    expect(homeTypeForRooms([{ type: 'bedroom', count: 6, size: 'large' }])).toBe('T4');
  });

  it('tells a T3 from a home listing two bedrooms', () => {
    expect(homeTypeForRooms(roomsForConfiguration('T2'))).not.toBe('T3');
  });
});
