import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase, TEST_ENV } from './test-app';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * The API as `npm start` runs it (the process entry, source through tsx), on a database of its own, answering on
 * `port` once it prints that it is running. `imports` are more `--import` modules loaded before the server.
 */
export async function startServerProcess(
  port: number,
  options: { env?: Record<string, string>; imports?: string[] } = {},
): Promise<ChildProcess> {
  const { url } = await createTestDatabase();
  const imports = [...(options.imports ?? []), 'tsx'].flatMap((m) => ['--import', m]);
  const child = spawn(process.execPath, [...imports, 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...TEST_ENV,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('is running at') && resolve());
    child.on('exit', (code) => reject(new Error(`the server exited early (${code})`)));
  });
  return child;
}
