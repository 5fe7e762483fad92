import { Writable } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp } from './test-app';

/** An app whose log lines are kept, as written and parsed, for reading (the real logger, at `level`). */
export async function appWithLogLines(env: Record<string, string> = {}, level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const written: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        written.push(line);
        lines.push(JSON.parse(line));
      }
      callback();
    },
  });
  const t = await buildTestApp({ env, logger: { level, stream } });
  return {
    t,
    lines,
    /** Every line exactly as the logger wrote it. */
    written,
    requestLines: () => lines.filter((l) => l.msg === 'request completed'),
  };
}

export type LoggedApp = Awaited<ReturnType<typeof appWithLogLines>>;

/** The describe block's app with kept log lines: built before its tests, closed after (read fields in tests). */
export function useAppWithLogLines(env: Record<string, string> = {}, level = 'info'): LoggedApp {
  const logged = {} as LoggedApp;
  beforeAll(async () => {
    Object.assign(logged, await appWithLogLines(env, level));
  });
  afterAll(() => logged.t.close());
  return logged;
}
