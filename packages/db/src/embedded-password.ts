import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';

/** Data folders made before passwords were generated use this one; they are moved to a generated one. */
const LEGACY_PASSWORD = 'postgres';

/**
 * The embedded server's superuser password lives beside the cluster (initdb needs an empty folder), readable by
 * this user only: any other local user or process that reaches 127.0.0.1 cannot sign in.
 */
export function readOrCreatePassword(dataDir: string): string {
  const file = `${dataDir}.password`;
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return readFileSync(file, 'utf8').trim();
  }
  const password = randomBytes(24).toString('base64url');
  // 'wx': of two starts racing on one folder, the second fails here instead of overwriting the first's password.
  writeFileSync(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  return password;
}

const INVALID_PASSWORD = '28P01';

/** Moves a data folder still on the legacy password to the generated one (idempotent, run at every start). */
export async function adoptPassword(port: number, user: string, password: string): Promise<void> {
  const connect = async (pw: string) => {
    const client = new pg.Client({ host: '127.0.0.1', port, user, password: pw, database: 'postgres' });
    await client.connect();
    return client;
  };
  try {
    await (await connect(password)).end();
    return;
  } catch (err) {
    if ((err as { code?: string }).code !== INVALID_PASSWORD) throw err;
  }
  const client = await connect(LEGACY_PASSWORD);
  try {
    await client.query(
      `alter role ${client.escapeIdentifier(user)} password ${client.escapeLiteral(password)}`,
    );
  } finally {
    await client.end();
  }
}
