import { EventEmitter } from 'node:events';
import type pg from 'pg';

/** A stand-in for a pool connection a ChangeFeed attaches to: its LISTEN answers, and a test says what it hears. */
export function fakeListeningConnection(channel: string) {
  const client = Object.assign(new EventEmitter(), { query: async () => ({ rows: [] }) });
  const notify = (payload: string) => client.emit('notification', { channel, payload });
  return { client: client as unknown as pg.ClientBase, notify, end: () => client.emit('end') };
}
