// A drizzle statement built once and run on a transaction's own connection (lib/statement-on-connection.ts).
import { type DbOrTx, users } from '@limpa/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { rawStatementOn, statementOn } from '../../src/lib/statement-on-connection';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const build = vi.fn((session: DbOrTx) =>
  session
    .select({ name: users.name, backend: sql<number>`pg_backend_pid()` })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(''),
);
const readUser = (session: DbOrTx, id: string) =>
  statementOn(session, 'test: read a user with the backend pid', () => build(session)).execute({ id });

describe('statementOn', () => {
  it("runs on the transaction's connection, seeing its uncommitted rows, and builds once", async () => {
    const id = `stmt-${Date.now()}`;
    await t.db
      .transaction(async (tx) => {
        await tx.insert(users).values({ id, name: 'Uncommitted', email: `${id}@example.test` });
        const {
          rows: [own],
        } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        const [row] = await readUser(tx, id);
        expect(row).toEqual({ name: 'Uncommitted', backend: own!.pid });
        // Outside the transaction the row does not exist yet.
        expect(await readUser(t.db, id)).toEqual([]);
        throw new Error('roll back');
      })
      .catch((err: Error) => expect(err.message).toBe('roll back'));

    expect(await readUser(t.db, id)).toEqual([]);
    await t.db.transaction(async (tx) => {
      await tx.insert(users).values({ id, name: 'Committed', email: `${id}@example.test` });
      expect(await readUser(tx, id)).toMatchObject([{ name: 'Committed' }]);
    });
    expect(await readUser(t.db, id)).toMatchObject([{ name: 'Committed' }]);
    expect(build).toHaveBeenCalledTimes(1);
  });
});

describe('rawStatementOn', () => {
  const buildRaw = vi.fn(
    () => sql`select ${sql.placeholder('n')}::int + 1 as next, pg_backend_pid() as backend, now() as at`,
  );
  const readNext = (session: DbOrTx, n: number) =>
    rawStatementOn<{ next: number; backend: number; at: string }>(session, 'test: next', buildRaw).execute({
      n,
    });

  it("answers as execute does, on the session's connection, from a text built once", async () => {
    const direct = await t.db.execute<{ next: number; at: string }>(
      sql`select ${41}::int + 1 as next, now() as at`,
    );
    const { rows } = await readNext(t.db, 41);
    expect(rows[0]!.next).toBe(direct.rows[0]!.next);
    // Timestamps stay text, as drizzle's execute leaves them.
    expect(typeof rows[0]!.at).toBe(typeof direct.rows[0]!.at);
    await t.db.transaction(async (tx) => {
      const {
        rows: [own],
      } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      const [row] = (await readNext(tx, 1)).rows;
      expect(row).toMatchObject({ next: 2, backend: own!.pid });
    });
    expect(buildRaw).toHaveBeenCalledTimes(1);
  });
});
